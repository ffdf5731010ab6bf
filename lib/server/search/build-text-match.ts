import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { TOrderKey } from "./order-by";
import { namedCache } from "../cache/named-cache";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";
import type { TParsedKeyword } from "./parse-keyword";
import { siteSynonyms, type TSynonymGroup } from "./site-synonyms";
import { formsOf } from "./morphology";
import { siteNameWords } from "./site-name-words";

/** How a keyword matches and ranks rows of product_search (alias `ps`). */
export type TTextMatch = {
  where: SQL;
  /** Order keys, best first: exact code, code prefix, code substring; the words as typed before their synonyms; ts_rank. */
  rank: TOrderKey[];
  /** The tsquery text searched (for the log and EXPLAIN), or null when only codes are matched. */
  tsquery: string | null;
  /** The same match and ranking as data, for the in-process index (lib/server/search/engine). */
  plan: TTextPlan;
};

/**
 * A keyword's match as data: every clause must hold (none: no match), or else the whole keyword is
 * found among the codes (`orCode`). Ranking: `rankCode` (exact 3 > prefix 2 > substring 1), then
 * whether `typed` matches (the words as typed before their synonyms), then ts_rank of `rank`.
 * Queries are tsquery texts as PostgreSQL reads them (lexemes, `:*` prefixes, & | and brackets).
 */
export type TTextPlan = {
  all: ({ tsquery: string } | { code: string; orWords: string | null })[];
  orCode: string | null;
  rankCode: string | null;
  typed: string | null;
  rank: string | null;
};

// A code shorter than this is too short for the trigram index (and for a meaningful substring).
const MIN_CODE = 3;

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** Prefix matching widens words ("автомат" finds "автоматический"), not bare numbers ("16" must not find "160"). */
function term(lexeme: string, prefixAll: boolean): string {
  const isNumber = /^[\d-]+$/.test(lexeme);
  return (prefixAll || (!isNumber && lexeme.length >= 3)) ? `${quote(lexeme)}:*` : quote(lexeme);
}

const conj = (lexemes: string[], prefixAll: boolean) => (lexemes.length === 1 ? term(lexemes[0], prefixAll) : `(${lexemes.map((l) => term(l, prefixAll)).join(" & ")})`);

// Stems depend only on the text and the `russian` configuration (fixed by the migrations), so they are
// remembered: a repeated word costs no round trip (one statement is ≈ 1 ms of a code lookup's 10).
// Bounded; never invalidated.
const lexemeCache = namedCache<string[]>({ name: "part-lexemes", max: 20_000, invalidation: "none: the migrations fix the russian configuration" });

/** Each part's lexemes as the index's `russian` configuration makes them; stop words give none. */
export async function lexemesOf(parts: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const missing: string[] = [];
  for (const part of parts) {
    const hit = lexemeCache.get(part);
    if (hit) out.set(part, hit);
    else missing.push(part);
  }
  if (missing.length === 0) return out;
  const rows = rowsOf<{ part: string; lexemes: string[] }>(
    await getDb().execute(sql`SELECT part, tsvector_to_array(to_tsvector('russian', part)) AS lexemes FROM unnest(${sql.param(missing)}::text[]) AS part`),
  );
  for (const row of rows) {
    out.set(row.part, row.lexemes);
    lexemeCache.set(row.part, row.lexemes);
  }
  return out;
}

/**
 * The other lexemes of each typed word's dictionary forms (issue 19): the stemmer cannot join «розеток»
 * with «розетка» (stems «розеток», «розетк») or «угла» with «угол», the dictionary can. Each word's
 * lexeme gets the lexemes of every form of its noun and adjective lemmas as alternatives; brand and series
 * words are left as typed. Only adds matches: the typed lexeme stays one of the alternatives.
 */
export async function lexemesWithForms(siteId: number, parts: string[]): Promise<{ lexemes: Map<string, string[]>; forms: Map<string, string[]> }> {
  // SEARCH_DICTIONARY_FORMS=off: stems only, as before issue 19 (for comparing, or if the dictionary misleads).
  if (process.env.SEARCH_DICTIONARY_FORMS === "off") return { lexemes: await lexemesOf(parts), forms: new Map() };
  const keep = await siteNameWords(siteId);
  const forms = new Map(parts.map((part) => [part, formsOf(part, { keep })]));
  const lexemes = await lexemesOf([...new Set([...parts, ...[...forms.values()].flat()])]);
  return { lexemes, forms };
}

/** Each typed lexeme's alternatives: the lexemes of its word's forms, other than itself. */
function alternativesOf(forms: Map<string, string[]>, lexemes: Map<string, string[]>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [part, partForms] of forms) {
    const own = lexemes.get(part) ?? [];
    if (own.length !== 1 || partForms.length === 0) continue;
    const others = new Set(partForms.flatMap((form) => lexemes.get(form) ?? []));
    others.delete(own[0]);
    if (others.size === 0) continue;
    out.set(own[0], [...new Set([...(out.get(own[0]) ?? []), ...others])]);
  }
  return out;
}

/** A typed lexeme, or it and its forms' lexemes as one alternative ("(розеток:* | 'розетк')"). */
function withForms(lexeme: string, alternatives: Map<string, string[]>, prefixAll: boolean): string {
  const others = alternatives.get(lexeme);
  if (!others) return term(lexeme, prefixAll);
  return `(${[term(lexeme, prefixAll), ...others.map((l) => (prefixAll ? term(l, true) : quote(l)))].join(" | ")})`;
}

/**
 * Groups the keyword's lexemes with their synonyms: where every lexeme of a phrase of a group is in the
 * keyword, those lexemes become one alternative "(phrase | other phrase | …)". Longer phrases first.
 * A lexeme left out of every phrase is matched with its word's other forms.
 */
function withSynonyms(lexemes: string[], groups: TSynonymGroup[], prefixAll: boolean, alternatives: Map<string, string[]> = new Map()): { nodes: string[]; expanded: boolean } {
  const left = new Set(lexemes);
  const nodes: string[] = [];
  const candidates = groups
    .flatMap((g) => g.phrases.map((phrase) => ({ group: g, phrase })))
    .sort((a, b) => b.phrase.length - a.phrase.length);
  for (const { group, phrase } of candidates) {
    if (!phrase.every((l) => left.has(l))) continue;
    for (const l of phrase) left.delete(l);
    const alternatives = [phrase, ...group.phrases.filter((p) => p !== phrase)];
    nodes.push(`(${alternatives.map((p) => conj(p, prefixAll)).join(" | ")})`);
  }
  const expanded = nodes.length > 0;
  for (const l of lexemes) if (left.has(l)) nodes.push(withForms(l, alternatives, prefixAll));
  return { nodes, expanded };
}

/**
 * The SQL that matches a parsed keyword against product_search:
 * - word tokens go to the weighted Russian tsvector (stems, prefixes, synonyms);
 * - code-like tokens ("ва47-29", "3х2,5") match the folded codes by substring or their words;
 * - the whole keyword folded as one code ("BA 47 29" → "ba4729") is an alternative of its own.
 * Null when nothing searchable is left (only stop words and punctuation).
 */
export async function buildTextMatch(siteId: number, parsed: TParsedKeyword, { prefixAll = false } = {}): Promise<TTextMatch | null> {
  const codeTokens = parsed.tokens.filter((t) => t.isCode && t.code.length >= MIN_CODE);
  const wordTokens = parsed.tokens.filter((t) => !codeTokens.includes(t));
  const [{ lexemes, forms }, groups] = await Promise.all([lexemesWithForms(siteId, [...new Set(parsed.tokens.flatMap((t) => t.parts))]), siteSynonyms(siteId)]);
  const alternatives = alternativesOf(forms, lexemes);
  const wordLexemes = [...new Set(wordTokens.flatMap((t) => t.parts.flatMap((p) => lexemes.get(p) ?? [])))];
  const { nodes, expanded } = withSynonyms(wordLexemes, groups, prefixAll, alternatives);
  const ftsQuery = nodes.length ? nodes.join(" & ") : null;
  const typedQuery = expanded && wordLexemes.length ? wordLexemes.map((l) => withForms(l, alternatives, prefixAll)).join(" & ") : null;

  const conditions: SQL[] = [];
  const all: TTextPlan["all"] = [];
  if (ftsQuery) {
    conditions.push(sql`ps.vector @@ ${ftsQuery}::tsquery`);
    all.push({ tsquery: ftsQuery });
  }
  for (const token of codeTokens) {
    const own = [...new Set(token.parts.flatMap((p) => lexemes.get(p) ?? []))];
    const ownQuery = own.length ? own.map((l) => quote(l)).join(" & ") : null;
    const byWords = ownQuery ? sql` OR ps.vector @@ ${ownQuery}::tsquery` : sql``;
    conditions.push(sql`(ps.codes LIKE ${`%${escapeLike(token.code)}%`}${byWords})`);
    all.push({ code: token.code, orWords: ownQuery });
  }
  const wholeCode = /\d/.test(parsed.code) && parsed.code.length >= MIN_CODE ? parsed.code : null;
  const isSingleCode = codeTokens.length === 1 && parsed.tokens.length === 1 && codeTokens[0].code === wholeCode;
  if (conditions.length === 0 && !wholeCode) return null;

  let where: SQL = conditions.length ? sql.join(conditions, sql` AND `) : sql`FALSE`;
  if (wholeCode && !isSingleCode) where = sql`((${where}) OR ps.codes LIKE ${`%${escapeLike(wholeCode)}%`})`;
  else where = sql`(${where})`;

  const typedLexemes = parsed.tokens.flatMap((t) => t.parts.flatMap((p) => lexemes.get(p) ?? []));
  // A form of the typed word ranks as the word itself («розетка» for «розеток»).
  const rankLexemes = [...new Set(typedLexemes.flatMap((l) => [l, ...(alternatives.get(l) ?? [])]))];
  // Ranked by whole lexemes: a prefix would score "кабель-канал" (two words starting with "кабел")
  // above "кабель ВВГ" for the query "кабель".
  const rankQuery = rankLexemes.length ? rankLexemes.map(quote).join(" | ") : null;
  const rank: TOrderKey[] = [];
  if (wholeCode) {
    const exact = sql`(split_part(ps.codes, ' ', 1) = ${wholeCode} OR split_part(ps.codes, ' ', 2) = ${wholeCode})`;
    rank.push({
      expr: sql`(CASE WHEN ${exact} THEN 3 WHEN ps.codes LIKE ${`${escapeLike(wholeCode)}%`} THEN 2 WHEN ps.codes LIKE ${`%${escapeLike(wholeCode)}%`} THEN 1 ELSE 0 END)`,
      desc: true,
    });
  }
  // A synonym widens the result; what was typed still comes first ("кабель" before "провод").
  if (typedQuery) rank.push({ expr: sql`(ps.vector @@ ${typedQuery}::tsquery)`, desc: true });
  if (rankQuery) rank.push({ expr: sql`ts_rank(ps.vector, ${rankQuery}::tsquery)`, desc: true });
  const plan: TTextPlan = { all, orCode: wholeCode && !isSingleCode ? wholeCode : null, rankCode: wholeCode, typed: typedQuery, rank: rankQuery };
  return { where, rank, tsquery: ftsQuery, plan };
}

/** LIKE wildcards in a folded code are taken literally (folding keeps "%" and "_" only if typed). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
