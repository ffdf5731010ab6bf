// The search change feed (search_changes, issue 19) between server processes: pruning what every process
// has read, and — on PostgreSQL (npm run test:pg) — a second process with its own connection and its own
// index seeing a first one's writes within a second, including a transaction that commits after a later
// change was read (sequence values are taken before commit).
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { GET as search } from "@/app/api/v2/search/route";
import { getDb, getDbHandle, handleFromPostgres, type TDbHandle } from "@/lib/server/db/client";
import { rowsOf } from "@/lib/server/db/rows";
import { products, searchChanges } from "@/lib/server/db/schema";
import { buildSiteIndex, catchUp, FEED_HORIZON_MS, siteIndex } from "@/lib/server/search/engine/load-index";
import { PRUNE_AFTER_MS, pruneSearchChanges } from "@/lib/server/search/engine/prune-search-changes";
import { chooseSearchEngine } from "@/lib/server/search/engine/select-engine";
import type { SiteIndex } from "@/lib/server/search/engine/site-index";
import { refreshSearchIndex, refreshSearchPrices } from "@/lib/server/search/refresh-search-index";
import { callRoute } from "../helpers/call-route";
import { siteOf } from "../helpers/auth-helpers";
import { withDatabase } from "../helpers/test-database";
import { insertFixtures } from "./search-fixtures";

type TList = { items: { id: number }[]; meta: { totalCount: number } };
const found = async (keyword: string) =>
  (await callRoute<TList>(search, { path: "/api/v2/search", query: { keyword, pageSize: "100" } })).json.items.map((p) => p.id);

let ids: Map<string, number>;
let siteId: number;
const idOf = (article: string) => ids.get(article) ?? 0;
/** Whether a product is in an index with the price it holds. */
const priceIn = (index: SiteIndex, id: number) => {
  const slot = index.slotOfProduct(id);
  return slot === undefined ? undefined : index.price[slot];
};

beforeAll(async () => {
  chooseSearchEngine("memory");
  ids = await insertFixtures("localhost", [
    { article: "FD-1", name: "Фиксатор Дельфин ФД-1", basePrice: 10_000 },
    { article: "FD-2", name: "Фиксатор Дельфин ФД-2", basePrice: 20_000 },
    { article: "FD-3", name: "Фиксатор Дельфин ФД-3", basePrice: 30_000 },
  ]);
  siteId = (await siteOf("localhost")).id;
});

afterAll(() => chooseSearchEngine(undefined));

describe("pruning the change feed", () => {
  const feedRows = async () => Number(rowsOf<{ n: number }>(await getDb().execute(sql`SELECT count(*)::int AS n FROM search_changes`))[0].n);

  it("deletes the rows every process has read once their mark is old enough, and the index keeps answering", async () => {
    await siteIndex(siteId);
    const start = Date.now();
    await getDb().update(products).set({ basePrice: 11_000 }).where(eq(products.id, idOf("FD-1")));
    await refreshSearchPrices(getDb(), siteId, [idOf("FD-1")]);
    // Every process reads the feed within the horizon (the background job catches up every minute).
    expect(priceIn(await siteIndex(siteId), idOf("FD-1"))).toBe(11_000);
    const before = await feedRows();
    expect(before).toBeGreaterThan(0);
    // The first run only notes where the feed stands; a run within PRUNE_AFTER_MS deletes nothing.
    expect(await pruneSearchChanges({ now: start })).toBe(0);
    expect(await pruneSearchChanges({ now: start + PRUNE_AFTER_MS - 1 })).toBe(0);
    // A change after the mark stays.
    await getDb().update(products).set({ basePrice: 12_000 }).where(eq(products.id, idOf("FD-2")));
    await refreshSearchPrices(getDb(), siteId, [idOf("FD-2")]);
    expect(await pruneSearchChanges({ now: start + PRUNE_AFTER_MS })).toBe(before);
    const left = rowsOf<{ product_id: number }>(await getDb().execute(sql`SELECT product_id FROM search_changes`));
    expect(left.map((r) => Number(r.product_id))).toEqual([idOf("FD-2")]);
    const index = await siteIndex(siteId);
    expect(priceIn(index, idOf("FD-1"))).toBe(11_000);
    expect(priceIn(index, idOf("FD-2"))).toBe(12_000);
  });

  it("rebuilds an index that has not read the feed for the horizon instead of trusting a pruned feed", async () => {
    const index = await siteIndex(siteId);
    await getDb().update(products).set({ basePrice: 13_000 }).where(eq(products.id, idOf("FD-3")));
    await refreshSearchPrices(getDb(), siteId, [idOf("FD-3")]);
    // As if the pruning had already deleted the row this index never read.
    await getDb().delete(searchChanges);
    index.caughtUpAt = Date.now() - FEED_HORIZON_MS - 1;
    const next = await siteIndex(siteId);
    expect(next).not.toBe(index);
    expect(priceIn(next, idOf("FD-3"))).toBe(13_000);
  });
});

// Two processes need two connections: PostgreSQL only (PGlite is one connection in one process).
const onPostgres = Boolean(process.env.DATABASE_URL);
(onPostgres ? describe : describe.skip)("a second process on PostgreSQL", () => {
  let other: TDbHandle;
  let url: string;

  beforeAll(async () => {
    const [row] = rowsOf<{ name: string }>(await getDb().execute(sql`SELECT current_database() AS name`));
    url = withDatabase(process.env.DATABASE_URL ?? "", row.name);
    other = handleFromPostgres(url);
  });

  afterAll(async () => {
    await other?.close();
  });

  it("sees a price change and a withdrawn product written by the first within a second", async () => {
    // The second process: its own pool, its own index, built from the database.
    let theirs = await buildSiteIndex(other.db, siteId);
    expect(await found("дельфин")).toContain(idOf("FD-2"));
    await getDb().update(products).set({ basePrice: 7_700 }).where(eq(products.id, idOf("FD-1")));
    await refreshSearchPrices(getDb(), siteId, [idOf("FD-1")]);
    await getDb().update(products).set({ isActive: false }).where(eq(products.id, idOf("FD-2")));
    await refreshSearchIndex(getDbHandle(), siteId, { productIds: [idOf("FD-2")] });
    // From the writes' commit to the second process's next answer (its catch-up before that answer).
    const written = Date.now();
    theirs = await catchUp(other.db, theirs);
    expect(Date.now() - written).toBeLessThan(1_000);
    expect(priceIn(theirs, idOf("FD-1"))).toBe(7_700);
    expect(priceIn(theirs, idOf("FD-2"))).toBeUndefined();
    // And this process's search agrees.
    expect(await found("дельфин")).not.toContain(idOf("FD-2"));
  });

  it("sees a transaction that commits after a later change was read", async () => {
    let theirs = await buildSiteIndex(other.db, siteId);
    const late = new pg.Client({ connectionString: url });
    await late.connect();
    try {
      // The late transaction takes its seq first…
      await late.query("BEGIN");
      await late.query("UPDATE product_search SET base_price = 4400 WHERE site_id = $1 AND product_id = $2", [siteId, idOf("FD-3")]);
      // …another commits a later seq, and the second process reads past it.
      await getDb().update(products).set({ basePrice: 5_500 }).where(eq(products.id, idOf("FD-1")));
      await refreshSearchPrices(getDb(), siteId, [idOf("FD-1")]);
      theirs = await catchUp(other.db, theirs);
      expect(priceIn(theirs, idOf("FD-1"))).toBe(5_500);
      expect(priceIn(theirs, idOf("FD-3"))).not.toBe(4_400);
      await late.query("COMMIT");
    } finally {
      await late.end();
    }
    // A seq lower than the last one read becomes visible: found again by its transaction id.
    theirs = await catchUp(other.db, theirs);
    expect(priceIn(theirs, idOf("FD-3"))).toBe(4_400);
    // Once that transaction is over its rows are not read again.
    expect(theirs.pendingSeqs.size).toBe(0);
  });
});
