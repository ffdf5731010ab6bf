import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { TDb, TDbHandle, TTx } from "../db/client";
import { searchSynonyms } from "../db/schema";
import { rowsOf } from "../db/rows";
import { getEnv } from "../env";
import { defaultSynonyms } from "./default-synonyms";
import { clearFacetCache } from "./facet-cache";
import { clearSynonymCache } from "./site-synonyms";
import { clearNameWordCache } from "./site-name-words";
import { clearReferenceNames } from "../catalog/product-read-model/reference-names";

type TTarget = TDbHandle | TDb | TTx;

export type TRefreshOptions = {
  /** Only these products (after an edit, a stock or price change); absent: the whole site (or every site). */
  productIds?: number[];
};

function dbOf(target: TTarget): TDb | TTx {
  return "db" in target && "kind" in target ? target.db : (target as TDb | TTx);
}

// A (feature, value) pair as one hashable key: IS NOT DISTINCT FROM on both columns would match the
// same pairs but cannot be hashed, and the bulk join of 500,000 feature rows needs a hash join.
const valueKey = (alias: string) =>
  sql.raw(`coalesce('n' || ${alias}.value_num::text, '-') || '|' || coalesce('t' || ${alias}.value_text, '-')`);

/** Adds the (feature, value) pairs of the chosen products to the dictionary (existing ones are kept). */
async function fillFeatureValues(db: TDb | TTx, productFilter: SQL): Promise<void> {
  await db.execute(sql`
    INSERT INTO search_feature_values (site_id, feature_id, value_text, value_num)
    SELECT DISTINCT pf.site_id, pf.feature_id, pf.value_text, pf.value_num FROM product_features pf
    WHERE (pf.site_id, pf.product_id) IN (SELECT p.site_id, p.id FROM products p WHERE ${productFilter})
    ON CONFLICT DO NOTHING`);
}

// A (feature, value) pair's dictionary row looked up by the unique index, for a few products (a batch):
// the hashable key joins whole tables well, but a batch has no statistics to go by (PGlite runs no
// autovacuum) and the planner loops over each feature's values filtering by the key — one lookup per
// product feature then costs a scan of all that feature's values. Three branches, each exact on the
// index (site, feature, text, number), give the pair of the key: a text, a bare number, neither.
const valueLookup = sql`
  SELECT v.id FROM search_feature_values v
  WHERE v.site_id = pf.site_id AND v.feature_id = pf.feature_id AND v.value_text = pf.value_text AND v.value_num IS NOT DISTINCT FROM pf.value_num
  UNION ALL
  SELECT v.id FROM search_feature_values v
  WHERE pf.value_text IS NULL AND v.site_id = pf.site_id AND v.feature_id = pf.feature_id AND v.value_text IS NULL AND v.value_num = pf.value_num
  UNION ALL
  SELECT v.id FROM search_feature_values v
  WHERE pf.value_text IS NULL AND pf.value_num IS NULL AND v.site_id = pf.site_id AND v.feature_id = pf.feature_id AND v.value_text IS NULL AND v.value_num IS NULL`;

// Each chosen product's feature value ids (ids of search_feature_values), sorted: product_search.feature_values.
// `few`: a batch of products (index lookups), else a whole site or database (hash joins).
const featureValueIds = (productFilter: SQL, few: boolean) => sql`
  SELECT pf.site_id, pf.product_id, array_agg(v.id ORDER BY v.id) AS ids
  FROM product_features pf
  ${few ? sql`CROSS JOIN LATERAL (${valueLookup}) v` : sql`JOIN search_feature_values v ON v.site_id = pf.site_id AND v.feature_id = pf.feature_id AND ${valueKey("v")} = ${valueKey("pf")}`}
  WHERE (pf.site_id, pf.product_id) IN (SELECT p.site_id, p.id FROM products p WHERE ${productFilter})
  GROUP BY pf.site_id, pf.product_id`;

// A facet profile as one hashable text key: IS NOT DISTINCT FROM on each column cannot be hashed, and
// eight equalities make the planner expect one row and loop over the join.
const profileKey = (alias: string) =>
  sql.raw(
    `concat_ws('|', ${alias}.site_id, ${["brand_id", "manufacturer_id", "series_id", "group_id", "seller_id"].map((c) => `coalesce(${alias}.${c}, 0)`).join(", ")}, ${alias}.is_recommended, ${alias}.sets::text)`,
  );

/** Adds the chosen products' facet profiles to search_facet_profiles (existing ones are kept). */
async function fillFacetProfiles(db: TDb | TTx, productFilter: SQL): Promise<void> {
  await db.execute(sql`
    INSERT INTO search_facet_profiles (site_id, brand_id, manufacturer_id, series_id, group_id, seller_id, is_recommended, sets)
    SELECT DISTINCT p.site_id, p.brand_id, p.manufacturer_id, p.series_id, p.group_id, p.seller_id, p.is_recommended, p.sets
    FROM products p WHERE ${productFilter}
    ON CONFLICT DO NOTHING`);
}

/**
 * Adds the chosen products' feature-value lists to search_feature_lists (existing ones are kept), so
 * the documents can point at them (feature_list_id). Run after fillFeatureValues.
 */
async function fillFeatureLists(db: TDb | TTx, productFilter: SQL, few = false): Promise<void> {
  await db.execute(sql`
    INSERT INTO search_feature_lists (site_id, value_ids)
    SELECT DISTINCT site_id, ids FROM (${featureValueIds(productFilter, few)}) fv
    ON CONFLICT DO NOTHING`);
}

// The search document of each product: weights A article and manufacturer code, B name, C brand,
// series, group and manufacturer, D description. Text is folded (ё → е, lower case) as the queries are.
// `codes` keeps only the name's words that hold a digit ("ВА47-29", "16А"): codes inside names are found
// by substring, while a trigram index over whole names cost five times more to build. The in-stock flag
// and the feature value ids come from grouped joins (hash joins), not a lookup per product.
const documentSelect = (productFilter: SQL, few = false) => sql`
  WITH fv AS MATERIALIZED (
    SELECT fv.site_id, fv.product_id, fv.ids, fl.id AS list_id FROM (${featureValueIds(productFilter, few)}) fv
    JOIN search_feature_lists fl ON fl.site_id = fv.site_id AND fl.value_ids = fv.ids
  ), profile AS MATERIALIZED (
    -- Narrow rows (product id, profile id): the join by a text key sorts or hashes these, not whole products.
    SELECT p.id AS product_id, fp.id AS profile_id FROM products p
    JOIN search_facet_profiles fp ON ${profileKey("fp")} = ${profileKey("p")}
    WHERE ${productFilter}
  ), available AS MATERIALIZED (
    SELECT DISTINCT st.site_id, st.product_id FROM stocks st
    WHERE st.quantity > st.reserved AND (st.site_id, st.product_id) IN (SELECT p.site_id, p.id FROM products p WHERE ${productFilter})
  )
  SELECT p.site_id, p.id, pr.profile_id, coalesce(fv.list_id, 0), p.base_price, a.product_id IS NOT NULL,
    p.section_id, p.brand_id, p.manufacturer_id, p.series_id, p.group_id, p.seller_id, p.is_recommended,
    setweight(to_tsvector('russian', search_fold_text(p.article || ' ' || coalesce(p.manufacturer_code, ''))), 'A') ||
    setweight(to_tsvector('russian', search_fold_text(p.name)), 'B') ||
    setweight(to_tsvector('russian', search_fold_text(concat_ws(' ', b.name, s.name, g.name, m.name))), 'C') ||
    setweight(to_tsvector('russian', search_fold_text(p.description)), 'D'),
    concat_ws(' ', search_fold_code(p.article), search_fold_code(p.manufacturer_code),
      nullif(search_fold_code(regexp_replace(p.name, '(^|\\s)[^\\s0-9]+(?=\\s|$)', ' ', 'g')), '')),
    search_fold_text(p.name), p.sets, coalesce(fv.ids, '{}'::int4[])
  FROM products p
  LEFT JOIN brands b ON b.id = p.brand_id
  LEFT JOIN series s ON s.id = p.series_id
  LEFT JOIN product_groups g ON g.id = p.group_id
  LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
  JOIN profile pr ON pr.product_id = p.id
  LEFT JOIN fv ON fv.site_id = p.site_id AND fv.product_id = p.id
  LEFT JOIN available a ON a.site_id = p.site_id AND a.product_id = p.id
  WHERE ${productFilter}`;

const insertInto = sql`INSERT INTO product_search (site_id, product_id, facet_profile_id, feature_list_id, base_price, in_stock,
  section_id, brand_id, manufacturer_id, series_id, group_id, seller_id, is_recommended, vector, codes, name_fold, sets, feature_values)`;

/** Secondary indexes of product_search, dropped and rebuilt around a whole-database load. */
async function productSearchIndexes(db: TDb | TTx): Promise<{ name: string; def: string }[]> {
  return rowsOf<{ name: string; def: string }>(
    await db.execute(sql`
      SELECT ci.relname AS name, pg_get_indexdef(i.indexrelid) AS def
      FROM pg_index i JOIN pg_class ci ON ci.oid = i.indexrelid JOIN pg_class ct ON ct.oid = i.indrelid
      JOIN pg_namespace n ON n.oid = ct.relnamespace
      WHERE n.nspname = current_schema() AND ct.relname = 'product_search' AND NOT i.indisprimary
      ORDER BY ci.relname`),
  );
}

/** Rebuilds the typo lexicon of a site (or of every site) from the indexed names, brands and groups. */
async function refreshWords(db: TDb | TTx, siteId: number | null): Promise<void> {
  const site = siteId === null ? sql`TRUE` : sql`site_id = ${siteId}`;
  await db.execute(sql`DELETE FROM search_words WHERE ${site}`);
  await db.execute(sql`
    INSERT INTO search_words (site_id, word, frequency)
    SELECT site_id, word, count(*)::int FROM (
      SELECT ps.site_id, regexp_split_to_table(ps.name_fold || ' ' || search_fold_text(concat_ws(' ', b.name, g.name)), '[^а-яa-z]+') AS word
      FROM product_search ps
      LEFT JOIN brands b ON b.id = ps.brand_id
      LEFT JOIN product_groups g ON g.id = ps.group_id
      WHERE ${siteId === null ? sql`TRUE` : sql`ps.site_id = ${siteId}`}
    ) w
    WHERE length(word) >= 3
    GROUP BY site_id, word`);
}

/** Gives a site without synonyms the default set (a seller edits theirs afterwards). */
async function ensureSynonyms(db: TDb | TTx, siteId: number | null): Promise<void> {
  const sites = rowsOf<{ id: number }>(
    await db.execute(sql`
      SELECT s.id FROM sites s
      WHERE ${siteId === null ? sql`TRUE` : sql`s.id = ${siteId}`}
        AND NOT EXISTS (SELECT 1 FROM search_synonyms x WHERE x.site_id = s.id)`),
  );
  if (sites.length === 0) return;
  await db.insert(searchSynonyms).values(sites.flatMap((s) => defaultSynonyms.map((terms) => ({ siteId: s.id, terms: [...terms] }))));
}

/**
 * Rebuilds the search documents (product_search), the typo lexicon and default synonyms.
 * - `refreshSearchIndex(handle)`: every site; the table is emptied and its GIN indexes are built once
 *   after the load (the seed calls this after loading the catalogue).
 * - `refreshSearchIndex(handle, siteId)`: one site, rows replaced in place.
 * - `refreshSearchIndex(handle, siteId, { productIds })`: only these products (after a catalogue edit).
 * Pass a transaction to make it part of a larger write.
 */
export async function refreshSearchIndex(target: TTarget, siteId?: number, options: TRefreshOptions = {}): Promise<void> {
  const db = dbOf(target);
  const started = performance.now();
  const debug = getEnv().SEARCH_REFRESH_DEBUG;
  const step = (label: string) => {
    if (debug) console.log(`refreshSearchIndex ${label}: ${Math.round(performance.now() - started)} ms`);
  };
  const run = async (tx: TDb | TTx) => {
    if (siteId === undefined) {
      const indexes = await productSearchIndexes(tx);
      await tx.execute(sql`TRUNCATE product_search`);
      await tx.execute(sql`TRUNCATE search_feature_values, search_feature_lists, search_facet_profiles RESTART IDENTITY`);
      for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX "${index.name.replace(/"/g, '""')}"`));
      await fillFeatureValues(tx, sql`p.is_active`);
      await fillFeatureLists(tx, sql`p.is_active`);
      await fillFacetProfiles(tx, sql`p.is_active`);
      // Fresh statistics of the dictionaries, so the documents join them by hash (not a loop per product).
      await tx.execute(sql`ANALYZE search_feature_values, search_feature_lists, search_facet_profiles`);
      step("feature values and profiles");
      await tx.execute(sql`${insertInto} ${documentSelect(sql`p.is_active`)}`);
      step("documents");
      for (const index of indexes) {
        await tx.execute(sql.raw(index.def));
        step(index.name);
      }
      // A bulk load leaves no planner statistics and PGlite has no autovacuum to gather them: without
      // them the joins of search and of the product read model pick whole-table hash joins.
      await tx.execute(sql`ANALYZE product_search, search_feature_values, search_feature_lists, search_facet_profiles, products, product_features, product_prices, stocks, product_relations`);
      step("analyze");
      await refreshWords(tx, null);
      step("words");
      await ensureSynonyms(tx, null);
      return;
    }
    if (options.productIds) {
      const ids = sql.param(options.productIds);
      const chosen = sql`p.site_id = ${siteId} AND p.id = ANY(${ids}::int4[]) AND p.is_active`;
      await tx.execute(sql`DELETE FROM product_search WHERE site_id = ${siteId} AND product_id = ANY(${ids}::int4[])`);
      await fillFeatureValues(tx, chosen);
      await fillFeatureLists(tx, chosen, true);
      await fillFacetProfiles(tx, chosen);
      await tx.execute(sql`${insertInto} ${documentSelect(chosen, true)}`);
      return;
    }
    const chosen = sql`p.site_id = ${siteId} AND p.is_active`;
    await tx.execute(sql`DELETE FROM product_search WHERE site_id = ${siteId}`);
    // The site's rows are all rebuilt, so its dictionary can start afresh (values no product has left go).
    await tx.execute(sql`DELETE FROM search_feature_values WHERE site_id = ${siteId}`);
    await tx.execute(sql`DELETE FROM search_feature_lists WHERE site_id = ${siteId}`);
    await tx.execute(sql`DELETE FROM search_facet_profiles WHERE site_id = ${siteId}`);
    await fillFeatureValues(tx, chosen);
    await fillFeatureLists(tx, chosen);
    await fillFacetProfiles(tx, chosen);
    await tx.execute(sql`${insertInto} ${documentSelect(chosen)}`);
    await tx.execute(sql`ANALYZE product_search, search_feature_values, search_feature_lists, search_facet_profiles`);
    await refreshWords(tx, siteId);
    await ensureSynonyms(tx, siteId);
  };
  // A transaction handle has no `transaction` of its own worth nesting; a database gets one.
  if ("transaction" in db && !("rollback" in db)) await db.transaction(run);
  else await run(db);
  clearFacetCache();
  clearSynonymCache();
  clearNameWordCache();
  clearReferenceNames();
}

/**
 * Carries new base prices of these products into their search documents, leaving the rest of each
 * document as it is: a price is all an offers update changes of most products, and rebuilding a document
 * (text vectors, feature lists) costs a hundred times more. in_stock follows stocks by itself (the
 * trigger of migration 0007).
 */
export async function refreshSearchPrices(db: TDb | TTx, siteId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.execute(sql`
    UPDATE product_search ps SET base_price = p.base_price
    FROM products p
    WHERE ps.site_id = ${siteId} AND ps.product_id = ANY(${sql.param(productIds)}::int4[])
      AND p.site_id = ps.site_id AND p.id = ps.product_id AND ps.base_price <> p.base_price`);
  clearFacetCache();
}

/**
 * Rebuilds a site's typo lexicon from its search documents (an import calls it once at its end, after
 * the documents of its batches were rebuilt one batch at a time).
 */
export async function refreshSearchWords(db: TDb | TTx, siteId: number): Promise<void> {
  await refreshWords(db, siteId);
  await ensureSynonyms(db, siteId);
}
