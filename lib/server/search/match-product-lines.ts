import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";
import type { TSite } from "../sites/resolve-site";
import { buildTextMatch, lexemesWithForms, type TTextMatch } from "./build-text-match";
import { foldText, parseKeyword, type TParsedKeyword } from "./parse-keyword";
import { retries } from "./resolve-search";
import { siteSynonyms } from "./site-synonyms";
import { linesInIndex } from "./engine/search-in-index";
import { searchEngine } from "./engine/select-engine";

/** Why a candidate matched its line: the first three make a line exact when one product has them. */
export type TMatchReason = "article" | "manufacturerCode" | "name" | "partialCode" | "words";

export type TLineMatch =
  | { status: "exact"; candidates: { productId: number; reason: TMatchReason }[] }
  | { status: "several"; candidates: { productId: number; reason: TMatchReason }[] }
  | { status: "notFound"; candidates: [] };

/** Candidates a buyer chooses among (spec: "several matches (user picks)"). */
export const MAX_CANDIDATES = 5;

const EXACT: ReadonlySet<TMatchReason> = new Set(["article", "manufacturerCode", "name"]);

// What classifying a candidate needs: its folded codes, article, manufacturer code and name.
const rowColumns = sql.raw(`ps.codes, p.article_norm, search_fold_code(p.manufacturer_code) AS code_norm, ps.name_fold`);

type TRow = { line: number; id: number; n: number; codes: string; article_norm: string; code_norm: string | null; name_fold: string };

function reasonOf(row: TRow, parsed: TParsedKeyword): TMatchReason {
  if (row.article_norm === parsed.code) return "article";
  if (row.code_norm !== null && row.code_norm === parsed.code) return "manufacturerCode";
  if (row.name_fold === parsed.text) return "name";
  return parsed.code.length >= 3 && row.codes.includes(parsed.code) ? "partialCode" : "words";
}

/** One line's top candidates by the catalogue's own match and ranking, with the exact name first. */
function branchOf(siteId: number, line: number, parsed: TParsedKeyword, text: TTextMatch): SQL {
  const keys = [{ expr: sql`(ps.name_fold = ${parsed.text})`, desc: true }, ...text.rank, { expr: sql`ps.product_id`, desc: false }];
  const orderBy = sql.join(keys.map((k) => sql`${k.expr} ${sql.raw(k.desc ? "DESC" : "ASC")}`), sql`, `);
  // One more than shown: a sixth exact article must not make a line look exact.
  return sql`(SELECT ${line}::int AS line, ps.product_id AS id, (row_number() OVER (ORDER BY ${orderBy}))::int AS n, ${rowColumns}
    FROM product_search ps JOIN products p ON p.site_id = ps.site_id AND p.id = ps.product_id AND p.is_active
    WHERE ps.site_id = ${siteId} AND ${text.where}
    ORDER BY ${orderBy} LIMIT ${MAX_CANDIDATES + 1})`;
}

function classify(rows: TRow[], parsed: TParsedKeyword): TLineMatch {
  const ranked = [...rows].sort((a, b) => a.n - b.n).map((row) => ({ productId: Number(row.id), reason: reasonOf(row, parsed) }));
  const exact = ranked.filter((c) => EXACT.has(c.reason));
  if (exact.length === 1) return { status: "exact", candidates: exact };
  // Several products with the same article (characteristics of one good) are for the buyer to pick, exact ones first.
  const candidates = [...exact, ...ranked.filter((c) => !EXACT.has(c.reason))].slice(0, MAX_CANDIDATES);
  return candidates.length ? { status: "several", candidates } : { status: "notFound", candidates: [] };
}

/**
 * Matches many lines of a buyer's list (codes or names) against a site's catalogue with the search's own
 * text match and ranking (build-text-match), in one statement for the whole list: a branch per line,
 * UNION ALL. Each line is exact (one product by article ignoring separators and look-alike letters, by
 * manufacturer code, or by its whole name), several (up to five ranked candidates with why each matched),
 * or not found. A line that finds nothing is retried in the other keyboard layout and transliterated, as
 * the catalogue search retries a keyword, in a second statement for all such lines. The answer is in the
 * order of `texts`.
 */
export async function matchProductLines(ctx: { site: Pick<TSite, "id"> }, texts: string[]): Promise<TLineMatch[]> {
  const parsed = texts.map(parsedOf);
  // Most lines of a real list are codes: one indexed look-up settles every line with a single exact
  // product, and only the rest pay for a full-text branch (a 300-branch statement costs about a second to plan).
  const exact = await exactRowsOf(ctx.site.id, parsed);
  const matches: (TLineMatch | null)[] = parsed.map((p, line) => {
    const rows = exact.get(line) ?? [];
    return rows.length === 1 ? classify(rows, p) : null;
  });
  const open = matches.flatMap((m, line) => (m ? [] : [line]));
  const searched = await candidatesOf(ctx.site.id, open.map((line) => parsed[line]));
  open.forEach((line, i) => (matches[line] = classify(searched.get(i) ?? [], parsed[line])));
  const out = matches.map((m) => m ?? { status: "notFound" as const, candidates: [] as [] });
  // As the catalogue search does for a keyword that finds nothing: the other keyboard layout and the
  // transliteration («df47-29», «kabel»), all the lines that need it in one more statement.
  const retried = out.flatMap((m, line) => (m.status === "notFound" ? retries(texts[line]).map((form) => ({ line, form })) : []));
  if (retried.length === 0) return out;
  const forms = retried.map((r) => parsedOf(r.form));
  const second = await candidatesOf(ctx.site.id, forms);
  retried.forEach((r, i) => {
    const rows = second.get(i);
    if (rows && out[r.line].status === "notFound") out[r.line] = classify(rows, forms[i]);
  });
  return out;
}

/**
 * The products each line names exactly (article, manufacturer code or whole name), by line: three indexed
 * look-ups of the whole list in one statement (migration 0026's indexes). The manufacturer code's is a
 * LATERAL look-up with a LIMIT: the planner has no statistics of the folded code until the next ANALYZE and
 * would hash-join every product of the site (≈ 1 s at 100k) instead of probing the index once a line.
 * More than MAX_CANDIDATES + 1 products by one code would change nothing: such a line is «several» anyway.
 */
async function exactRowsOf(siteId: number, parsed: TParsedKeyword[]): Promise<Map<number, TRow[]>> {
  const codes = parsed.map((p) => p.code);
  const names = parsed.map((p) => p.text);
  const q = sql`(SELECT (i - 1)::int AS line, code, name FROM unnest(${sql.param(codes)}::text[], ${sql.param(names)}::text[]) WITH ORDINALITY AS q(code, name, i))`;
  const part = (join: SQL) => sql`SELECT q.line, p.id, 0 AS n, ${rowColumns} FROM ${q} q ${join}
    JOIN product_search ps ON ps.site_id = p.site_id AND ps.product_id = p.id WHERE p.site_id = ${siteId} AND p.is_active`;
  const rows = rowsOf<TRow>(
    await getDb().execute(sql`
      ${part(sql`JOIN products p ON p.site_id = ${siteId} AND p.article_norm = q.code`)}
      UNION
      ${part(sql`CROSS JOIN LATERAL (SELECT p.id, p.site_id, p.is_active, p.article_norm, p.manufacturer_code FROM products p
        WHERE p.site_id = ${siteId} AND p.manufacturer_code IS NOT NULL AND search_fold_code(p.manufacturer_code) = q.code LIMIT ${MAX_CANDIDATES + 1}) p`)}
      UNION
      ${part(sql`JOIN product_search s ON s.site_id = ${siteId} AND s.name_fold = q.name JOIN products p ON p.site_id = s.site_id AND p.id = s.product_id`)}`),
  );
  return groupByLine(rows);
}

function groupByLine(rows: TRow[]): Map<number, TRow[]> {
  const byLine = new Map<number, TRow[]>();
  for (const row of rows) {
    const list = byLine.get(Number(row.line));
    if (list) list.push(row);
    else byLine.set(Number(row.line), [row]);
  }
  return byLine;
}

const parsedOf = (text: string): TParsedKeyword => ({ ...parseKeyword(text), text: foldText(text) });

/** Each keyword's top rows (by its index in `parsed`), in one statement. */
async function candidatesOf(siteId: number, parsed: TParsedKeyword[]): Promise<Map<number, TRow[]>> {
  // Every line's stems (and its words' dictionary forms' stems) in one statement, and the synonyms once: buildTextMatch then finds them all cached
  // (300 lines calling it at once would each miss the synonym cache and query it: 6 s of 300 statements).
  await Promise.all([lexemesWithForms(siteId, [...new Set(parsed.flatMap((p) => p.tokens.flatMap((t) => t.parts)))]), siteSynonyms(siteId)]);
  const matches = await Promise.all(parsed.map((p) => buildTextMatch(siteId, p)));
  if (searchEngine() === "memory") return candidatesInIndex(siteId, parsed, matches);
  const branches = matches.flatMap((text, line) => (text ? [branchOf(siteId, line, parsed[line], text)] : []));
  if (branches.length === 0) return new Map();
  return groupByLine(rowsOf<TRow>(await getDb().execute(sql.join(branches, sql` UNION ALL `))));
}

/** The same rows from the in-process index (SEARCH_ENGINE=memory); articles and manufacturer codes from products. */
async function candidatesInIndex(siteId: number, parsed: TParsedKeyword[], matches: (TTextMatch | null)[]): Promise<Map<number, TRow[]>> {
  const open = matches.flatMap((text, line) => (text ? [{ line, text: text.plan, name: parsed[line].text }] : []));
  const found = await linesInIndex(siteId, open, MAX_CANDIDATES + 1);
  const ids = [...new Set(found.flat().map((c) => c.id))];
  if (ids.length === 0) return new Map();
  const codes = new Map(
    rowsOf<{ id: number; article_norm: string; code_norm: string | null }>(
      await getDb().execute(sql`SELECT p.id, p.article_norm, search_fold_code(p.manufacturer_code) AS code_norm FROM products p
        WHERE p.site_id = ${siteId} AND p.is_active AND p.id = ANY(${sql.param(ids)}::int4[])`),
    ).map((r) => [Number(r.id), r]),
  );
  const rows: TRow[] = [];
  open.forEach(({ line }, i) => {
    for (const c of found[i]) {
      const product = codes.get(c.id);
      if (product) rows.push({ line, id: c.id, n: c.n, codes: c.codes, article_norm: product.article_norm, code_norm: product.code_norm, name_fold: c.nameFold });
    }
  });
  return groupByLine(rows);
}
