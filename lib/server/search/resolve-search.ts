import "server-only";
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { TCatalogQuery } from "@/lib/contracts/catalog";
import { normalizeArticle } from "@/lib/shared/article";
import { getDb } from "../db/client";
import { products } from "../db/schema";
import type { TSite } from "../sites/resolve-site";
import { buildCatalogFilters, type TFacetFilter, type TFilterContext, type TFilterPlan } from "./catalog-filters";
import { buildTextMatch, type TTextMatch, type TTextPlan } from "./build-text-match";
import { countEachInIndex, countInIndex } from "./engine/search-in-index";
import { searchEngine } from "./engine/select-engine";
import { correctTypos } from "./correct-typos";
import { cyrillicLayoutToLatin, latinLayoutToCyrillic } from "./keyboard-layout";
import { foldText, parseKeyword, scriptOf } from "./parse-keyword";
import { parseRelationKeyword } from "./parse-relation-keyword";
import { transliterateToCyrillic } from "./transliterate";

export type TSearchContext = TFilterContext & { site: Pick<TSite, "id" | "config" | "currency"> };

/** A catalogue query made into SQL over product_search (alias `ps`), with what the keyword became. */
export type TResolvedSearch = {
  /** Filters and the keyword match, all to be ANDed. */
  conditions: SQL[];
  /** The selected multi-value facets' conditions (also in `conditions`), which the facet counts treat as alternatives. */
  facetFilters: TFacetFilter[];
  text: TTextMatch | null;
  section: { id: number; name: string } | null;
  keyword: string | null;
  /** The keyword searched instead of the typed one (layout, transliteration, typo), if any. */
  correctedKeyword: string | null;
  /** An analog/related search: its source product (null when the article or id is unknown), never among the results. */
  relation: { kind: "analog" | "related"; source: { id: number; article: string } | null } | null;
  /** The same search as data, for the in-process index (lib/server/search/engine). */
  plan: TSearchPlan;
};

/** A search as data: the filters, the keyword's match (every product, none, or a text plan) and an analog/related source. */
export type TSearchPlan = {
  filters: TFilterPlan;
  text: "all" | "none" | TTextPlan;
  relation: { kind: "analog" | "related"; sourceId: number | null } | null;
};

// "Finds little": fewer matches than this makes the keyword worth retrying in another form.
const FEW = 3;

/** How many products a search finds, counting no further than `limit` (cheap even when thousands match). */
async function countFound(ctx: TSearchContext, search: TResolvedSearch, limit: number): Promise<number> {
  return searchEngine() === "memory" ? countInIndex(ctx, search, limit) : countUpTo(search.conditions, limit);
}

/** How many rows match, counting no further than `limit` (cheap even when thousands match). */
export async function countUpTo(conditions: SQL[], limit: number): Promise<number> {
  const result = await getDb().execute(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM product_search ps WHERE ${sql.join(conditions, sql` AND `)} LIMIT ${limit}) x`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

async function findSource(siteId: number, target: { id: number } | { article: string }): Promise<{ id: number; article: string } | null> {
  const where =
    "id" in target
      ? eq(products.id, target.id)
      : or(eq(products.article, target.article), eq(products.articleNorm, normalizeArticle(target.article)));
  const [row] = await getDb()
    .select({ id: products.id, article: products.article })
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.isActive, true), where))
    .orderBy(products.id)
    .limit(1);
  return row ?? null;
}

/** Other spellings of a keyword that found little, most likely first. */
export function retries(keyword: string): string[] {
  const script = scriptOf(keyword);
  if (script === "latin") return [latinLayoutToCyrillic(keyword), transliterateToCyrillic(keyword)];
  if (script === "cyrillic") return [cyrillicLayoutToLatin(keyword)];
  return [];
}

/**
 * Turns a catalogue query into conditions. A keyword goes through full-text and code matching; when it
 * finds fewer than a few products it is retried with the other keyboard layout, transliterated, and
 * with typos corrected, and the first form that finds more is used (and reported as correctedKeyword).
 * "Аналог:…"/"Связанные:…" keywords select the product's analogs or related products instead (not the product itself).
 */
export async function resolveSearch(
  ctx: TSearchContext,
  query: TCatalogQuery,
  { plainFound }: { plainFound?: (search: TResolvedSearch) => Promise<number> } = {},
): Promise<TResolvedSearch> {
  const siteId = ctx.site.id;
  const filters = await buildCatalogFilters(ctx, query);
  const base: TResolvedSearch = {
    conditions: filters.conditions,
    facetFilters: filters.facetFilters,
    text: null,
    section: filters.section,
    keyword: query.keyword,
    correctedKeyword: null,
    relation: null,
    plan: { filters: filters.plan, text: "all", relation: null },
  };
  if (!query.keyword) return base;

  const relation = parseRelationKeyword(query.keyword, ctx.site.config);
  if (relation) {
    const source = await findSource(siteId, relation.target);
    const members = source
      ? sql`(ps.product_id <> ${source.id} AND ps.product_id IN (SELECT r.related_id FROM product_relations r WHERE r.site_id = ${siteId} AND r.product_id = ${source.id} AND r.kind = ${relation.kind}))`
      : sql`FALSE`;
    return {
      ...base,
      conditions: [...filters.conditions, members],
      relation: { kind: relation.kind, source },
      plan: { ...base.plan, relation: { kind: relation.kind, sourceId: source?.id ?? null } },
    };
  }

  const withText = (text: TTextMatch | null): Pick<TResolvedSearch, "conditions" | "text" | "plan"> => ({
    conditions: [...filters.conditions, text ? text.where : sql`FALSE`],
    text,
    plan: { ...base.plan, text: text ? text.plan : "none" },
  });
  const plain: TResolvedSearch = { ...base, ...withText(await buildTextMatch(siteId, parseKeyword(query.keyword))) };
  // The caller may count the plain form as part of its own work (the page query does), else a probe.
  const found = plainFound ? await plainFound(plain) : await countFound(ctx, plain, FEW);
  // A code is meant exactly: one product found is the answer, not a reason to retry.
  if (found >= FEW || (found > 0 && /\d/.test(query.keyword))) return plain;

  // The other spellings, then their typos corrected: each round's forms resolved together and counted in
  // one pass (one index evaluation, one statement for every word's correction), the first that finds more wins.
  const candidates = retries(query.keyword);
  const better = await firstBetter(ctx, base, candidates, withText, found);
  if (better) return better;
  // Typos last: in the keyword as typed, then in its other spellings.
  const corrected = await correctTypos(siteId, [query.keyword, ...candidates].map((form) => parseKeyword(form)));
  return (await firstBetter(ctx, base, corrected.filter((form): form is string => form !== null), withText, found)) ?? plain;
}

/** The first of some spellings of a keyword that finds more than `toBeat` products, or null. */
async function firstBetter(
  ctx: TSearchContext,
  base: TResolvedSearch,
  keywords: string[],
  withText: (text: TTextMatch | null) => Pick<TResolvedSearch, "conditions" | "text" | "plan">,
  toBeat: number,
): Promise<TResolvedSearch | null> {
  if (keywords.length === 0) return null;
  const texts = await Promise.all(keywords.map((keyword) => buildTextMatch(ctx.site.id, parseKeyword(keyword))));
  const searches = keywords.flatMap((keyword, i) => {
    const text = texts[i];
    return text ? [{ ...base, ...withText(text), correctedKeyword: foldText(keyword) }] : [];
  });
  if (searches.length === 0) return null;
  if (searchEngine() === "memory") {
    const counts = await countEachInIndex(ctx, searches, FEW);
    return searches.find((_, i) => counts[i] > toBeat) ?? null;
  }
  for (const search of searches) if ((await countUpTo(search.conditions, FEW)) > toBeat) return search;
  return null;
}
