import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type TDb } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { SiteIndex, type TIndexDocument } from "./site-index";

// Documents are read in batches: one answer with every tsvector of 100,000 products as text is a big string.
const BATCH = 10_000;

type TDocumentRow = {
  product_id: number;
  vector: string;
  codes: string;
  name_fold: string;
  base_price: string | number;
  in_stock: boolean;
  section_id: number | null;
  brand_id: number | null;
  manufacturer_id: number | null;
  series_id: number | null;
  group_id: number | null;
  seller_id: number | null;
  is_recommended: boolean;
  sets: string[];
  feature_values: number[];
  prices: [number, number | string][] | null;
};

const documentColumns = sql`ps.product_id, ps.vector::text AS vector, ps.codes, ps.name_fold, ps.base_price, ps.in_stock, ps.section_id,
  ps.brand_id, ps.manufacturer_id, ps.series_id, ps.group_id, ps.seller_id, ps.is_recommended, ps.sets, ps.feature_values,
  (SELECT json_agg(json_build_array(pp.price_type_id, pp.price)) FROM product_prices pp WHERE pp.site_id = ps.site_id AND pp.product_id = ps.product_id) AS prices`;

function documentOf(row: TDocumentRow): TIndexDocument {
  return {
    productId: Number(row.product_id),
    vector: row.vector ?? "",
    codes: row.codes ?? "",
    nameFold: row.name_fold ?? "",
    basePrice: Number(row.base_price),
    inStock: row.in_stock,
    sectionId: row.section_id,
    brandId: row.brand_id,
    manufacturerId: row.manufacturer_id,
    seriesId: row.series_id,
    groupId: row.group_id,
    sellerId: row.seller_id,
    isRecommended: row.is_recommended,
    sets: row.sets ?? [],
    featureValues: (row.feature_values ?? []).map(Number),
    prices: (row.prices ?? []).map(([type, price]) => [Number(type), Number(price)]),
  };
}

/** Adds the site's feature values the index does not know yet (the dictionary only grows between rebuilds). */
async function loadValues(db: TDb, index: SiteIndex): Promise<void> {
  let known = 0;
  for (const id of index.values.keys()) if (id > known) known = id;
  const rows = rowsOf<{ id: number; feature_id: number; value_text: string | null; value_num: string | null }>(
    await db.execute(sql`SELECT id, feature_id, value_text, value_num::text AS value_num FROM search_feature_values WHERE site_id = ${index.siteId} AND id > ${known}`),
  );
  for (const row of rows) index.values.set(Number(row.id), { featureId: Number(row.feature_id), text: row.value_text, num: row.value_num });
}

/**
 * Where the change feed stands: its last seq, and the oldest transaction still in progress (the xmin of the
 * statement's snapshot). A transaction at or after that xmin may commit later with a seq lower than the
 * last one read (sequence values are taken before commit), so its rows are read again until it is over.
 */
export async function feedPosition(db: TDb): Promise<{ seq: number; xmin: number }> {
  const [row] = rowsOf<{ seq: string | number | null; xmin: string | number }>(
    await db.execute(sql`SELECT (SELECT max(seq) FROM search_changes) AS seq, pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`),
  );
  return { seq: Number(row?.seq ?? 0), xmin: Number(row.xmin) };
}

/**
 * How long a process may go without reading the feed before it rebuilds its indexes instead: the pruning
 * job (prune-search-changes.ts) deletes only rows that were visible longer ago than this.
 */
export const FEED_HORIZON_MS = 10 * 60_000;

/**
 * A site's index from its search documents (product_search). The change feed's position is read first,
 * so a change made while the documents are read is applied again by the next catch-up.
 */
export async function buildSiteIndex(db: TDb, siteId: number): Promise<SiteIndex> {
  const index = new SiteIndex(siteId);
  const position = await feedPosition(db);
  index.lastSeq = position.seq;
  index.xmin = position.xmin;
  index.caughtUpAt = Date.now();
  const [order] = rowsOf<{ latin_first: boolean }>(await db.execute(sql`SELECT ('z' COLLATE ru_ru) < ('а' COLLATE ru_ru) AS latin_first`));
  if (order?.latin_first) index.nameOrder = new Intl.Collator("und");
  await loadValues(db, index);
  for (let after = 0; ; ) {
    const rows = rowsOf<TDocumentRow>(
      await db.execute(sql`SELECT ${documentColumns} FROM product_search ps WHERE ps.site_id = ${siteId} AND ps.product_id > ${after} ORDER BY ps.product_id LIMIT ${BATCH}`),
    );
    for (const row of rows) index.put(documentOf(row));
    if (rows.length < BATCH) break;
    after = Number(rows[rows.length - 1].product_id);
  }
  return index;
}

/**
 * Brings an index up to the change feed (search_changes, written by triggers on product_search and
 * product_prices): the changed products' documents are read again (a removed one is dropped); a change of
 * a whole site or a truncated table rebuilds the index, and so does an index that has not read the feed
 * for FEED_HORIZON_MS (the rows it missed may be pruned). Answers the index to use (a rebuilt one is a new
 * object).
 *
 * The rows read are those after the last seq, and those of every transaction that was still in progress
 * at the previous read (xid ≥ its xmin): such a transaction may commit after a later seq was read, and its
 * rows would be skipped by seq alone. Rows of those transactions already applied are remembered by seq.
 */
export async function catchUp(db: TDb, index: SiteIndex): Promise<SiteIndex> {
  if (Date.now() - index.caughtUpAt > FEED_HORIZON_MS) return buildSiteIndex(db, index.siteId);
  const changes = rowsOf<{ seq: string | number; product_id: number | null; xid: string | number; xmin: string | number }>(
    // Three indexed reads in one statement (one snapshot): the site's rows and the whole-table rows after
    // the last seq (site_id, seq), and the rows of transactions that were in progress (xid).
    await db.execute(sql`
      WITH now_xmin AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin),
      c AS (
        SELECT seq, product_id, xid FROM search_changes WHERE site_id = ${index.siteId} AND seq > ${index.lastSeq}
        UNION SELECT seq, product_id, xid FROM search_changes WHERE site_id IS NULL AND seq > ${index.lastSeq}
        UNION SELECT seq, product_id, xid FROM search_changes WHERE xid >= ${index.xmin} AND (site_id = ${index.siteId} OR site_id IS NULL)
      )
      SELECT c.seq, c.product_id, c.xid, n.xmin FROM now_xmin n LEFT JOIN c ON true`),
  );
  const xmin = Number(changes[0]?.xmin ?? index.xmin);
  const fresh = changes.filter((c) => c.seq !== null && !index.pendingSeqs.has(Number(c.seq)));
  const done = () => {
    // Rows of transactions that were in progress stay remembered until those transactions are over.
    const pending = new Set<number>();
    for (const c of changes) if (c.seq !== null && Number(c.xid) >= xmin) pending.add(Number(c.seq));
    index.pendingSeqs = pending;
    index.xmin = xmin;
    index.caughtUpAt = Date.now();
  };
  if (fresh.length === 0) {
    done();
    return index;
  }
  if (fresh.some((c) => c.product_id === null)) return buildSiteIndex(db, index.siteId);
  const last = fresh.reduce((max, c) => Math.max(max, Number(c.seq)), 0);
  const ids = [...new Set(fresh.map((c) => Number(c.product_id)))];
  const rows = rowsOf<TDocumentRow>(
    await db.execute(sql`SELECT ${documentColumns} FROM product_search ps WHERE ps.site_id = ${index.siteId} AND ps.product_id = ANY(${sql.param(ids)}::int4[])`),
  );
  await loadValues(db, index);
  // Applied with no await in between: a search never sees half a catch-up.
  for (const id of ids) index.remove(id);
  for (const row of rows) index.put(documentOf(row));
  index.lastSeq = Math.max(index.lastSeq, last);
  done();
  return index;
}

type TEntry = { current: Promise<SiteIndex> };
const globalForIndexes = globalThis as unknown as { __b2bSearchIndexes?: WeakMap<object, Map<number, TEntry>> };
// Per database handle (a test or a benchmark may swap it), per site.
const registry = () => (globalForIndexes.__b2bSearchIndexes ??= new WeakMap());

function sitesOf(db: TDb): Map<number, TEntry> {
  let sites = registry().get(db);
  if (!sites) {
    sites = new Map();
    registry().set(db, sites);
  }
  return sites;
}

/**
 * The site's index, up to date with the database: built on the first search of the site, then caught
 * up with the change feed before every answer (one indexed read when nothing changed). Catch-ups of a
 * site run one after another.
 */
export function siteIndex(siteId: number): Promise<SiteIndex> {
  const db = getDb();
  const sites = sitesOf(db);
  const known = sites.get(siteId);
  const entry: TEntry = known ?? { current: buildSiteIndex(db, siteId) };
  const next = known ? known.current.then((index) => catchUp(db, index)) : entry.current;
  entry.current = next;
  sites.set(siteId, entry);
  next.catch(() => {
    if (sites.get(siteId) === entry && entry.current === next) sites.delete(siteId);
  });
  return next;
}

/** Builds a site's index now (a server start warms its sites; the benchmark measures the build). */
export async function warmSiteIndex(siteId: number): Promise<SiteIndex> {
  const db = getDb();
  const entry: TEntry = { current: buildSiteIndex(db, siteId) };
  sitesOf(db).set(siteId, entry);
  return entry.current;
}

/**
 * Brings every index this process holds for the database up to the change feed (the background job, so a
 * site nobody searched for a while is not rebuilt when its next search comes).
 */
export async function catchUpSiteIndexes(): Promise<void> {
  for (const siteId of [...sitesOf(getDb()).keys()]) await siteIndex(siteId);
}

/** Forgets every index (tests that replace the database in place). */
export function forgetSiteIndexes(): void {
  globalForIndexes.__b2bSearchIndexes = undefined;
}
