import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";
import type { TSite } from "../sites/resolve-site";
import { buildTextMatch, lexemesOf, type TTextMatch } from "./build-text-match";
import { foldText, parseKeyword, type TParsedKeyword } from "./parse-keyword";
import { retries } from "./resolve-search";

/** Why a candidate matched its line: the first three make a line exact when one product has them. */
export type TMatchReason = "article" | "manufacturerCode" | "name" | "partialCode" | "words";

export type TLineMatch =
  | { status: "exact"; candidates: { productId: number; reason: TMatchReason }[] }
  | { status: "several"; candidates: { productId: number; reason: TMatchReason }[] }
  | { status: "notFound"; candidates: [] };

/** Candidates a buyer chooses among (spec: "several matches (user picks)"). */
export const MAX_CANDIDATES = 5;

const EXACT: ReadonlySet<TMatchReason> = new Set(["article", "manufacturerCode", "name"]);

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
  return sql`(SELECT ${line}::int AS line, ps.product_id AS id, (row_number() OVER (ORDER BY ${orderBy}))::int AS n, ps.codes,
      p.article_norm, search_fold_code(p.manufacturer_code) AS code_norm, search_fold_text(p.name) AS name_fold
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
  const first = await candidatesOf(ctx.site.id, parsed);
  const matches = parsed.map((p, line) => classify(first.get(line) ?? [], p));
  // As the catalogue search does for a keyword that finds nothing: the other keyboard layout and the
  // transliteration («df47-29», «kabel»), all the lines that need it in one more statement.
  const retried = matches.flatMap((m, line) => (m.status === "notFound" ? retries(texts[line]).map((form) => ({ line, form })) : []));
  if (retried.length === 0) return matches;
  const forms = retried.map((r) => parsedOf(r.form));
  const second = await candidatesOf(ctx.site.id, forms);
  retried.forEach((r, i) => {
    const rows = second.get(i);
    if (rows && matches[r.line].status === "notFound") matches[r.line] = classify(rows, forms[i]);
  });
  return matches;
}

const parsedOf = (text: string): TParsedKeyword => ({ ...parseKeyword(text), text: foldText(text) });

/** Each keyword's top rows (by its index in `parsed`), in one statement. */
async function candidatesOf(siteId: number, parsed: TParsedKeyword[]): Promise<Map<number, TRow[]>> {
  // Every line's stems in one statement: buildTextMatch then finds them all cached.
  await lexemesOf([...new Set(parsed.flatMap((p) => p.tokens.flatMap((t) => t.parts)))]);
  const matches = await Promise.all(parsed.map((p) => buildTextMatch(siteId, p)));
  const branches = matches.flatMap((text, line) => (text ? [branchOf(siteId, line, parsed[line], text)] : []));
  const byLine = new Map<number, TRow[]>();
  if (branches.length === 0) return byLine;
  for (const row of rowsOf<TRow>(await getDb().execute(sql.join(branches, sql` UNION ALL `)))) {
    const list = byLine.get(Number(row.line));
    if (list) list.push(row);
    else byLine.set(Number(row.line), [row]);
  }
  return byLine;
}
