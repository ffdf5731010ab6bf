// Caches of shared data (issue 21, item 3; docs/adr/0028-one-cache-module.md). On PostgreSQL
// (npm run test:pg) a second server process — a child process with its own connections and caches, listening
// as `npm start` does — caches a site's settings, synonyms, texts and club programme, this process changes them, and the
// child's next reads show the change within a second (its caches would keep the old answers for a minute or
// more). On PGlite (one process) the triggers still run on every write and invalidation stays local.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { and, eq, sql } from "drizzle-orm";
import { startCacheListener, type TCacheListener } from "@/lib/server/cache/cache-listener";
import { getDb } from "@/lib/server/db/client";
import { rowsOf } from "@/lib/server/db/rows";
import { clubLevels, clubRules, searchSynonyms, sections, sites, translations } from "@/lib/server/db/schema";
import { cachedFacets, clearFacetCache } from "@/lib/server/search/facet-cache";
import { siteOf } from "../helpers/auth-helpers";
import { withDatabase } from "../helpers/test-database";

/** Polls `read` until it answers something other than `before`; how long that took (ms), or a failure after `limitMs`. */
async function msUntilChanged(read: () => Promise<unknown>, before: unknown, limitMs = 3_000): Promise<number> {
  const start = Date.now();
  for (;;) {
    const now = await read();
    if (JSON.stringify(now) !== JSON.stringify(before)) return Date.now() - start;
    if (Date.now() - start > limitMs) throw new Error(`still ${JSON.stringify(now)} after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the invalidation triggers", () => {
  it("let writes of the shared tables commit on this database (PGlite: nobody listens)", async () => {
    const site = await siteOf("localhost");
    await getDb().insert(searchSynonyms).values({ siteId: site.id, terms: ["щиток", "бокс"] });
    await getDb().insert(translations).values({ siteId: site.id, locale: "ru", key: "shell.skipToContent", value: "К товарам" });
    await getDb().update(sites).set({ name: site.name }).where(eq(sites.id, site.id));
    await getDb().delete(translations).where(eq(translations.siteId, site.id));
    const triggers = rowsOf<{ n: number }>(await getDb().execute(sql`SELECT count(*)::int AS n FROM pg_trigger WHERE tgname LIKE '%cache_notify%'`));
    expect(Number(triggers[0].n)).toBe(21);
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);
(onPostgres ? describe : describe.skip)("two processes on PostgreSQL", () => {
  let url: string;
  let child: ChildProcessWithoutNullStreams;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  /** Asks the child process to read through its caches. */
  const ask = (request: Record<string, unknown>): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, { resolve, reject });
      child.stdin.write(`${JSON.stringify({ id, ...request })}\n`);
    });

  beforeAll(async () => {
    const [row] = rowsOf<{ name: string }>(await getDb().execute(sql`SELECT current_database() AS name`));
    url = withDatabase(process.env.DATABASE_URL ?? "", row.name);
    const tsx = path.join(process.cwd(), "node_modules/tsx/dist/cli.mjs");
    child = spawn(process.execPath, [tsx, "--conditions=react-server", "tests/helpers/cache-reader-process.ts"], {
      // The site lookup would otherwise be kept for SITE_CACHE_TTL_MS: only the notification can make it fresh.
      env: { ...process.env, DATABASE_URL: url, SITE_CACHE_TTL_MS: "600000", LOG_LEVEL: "silent", NODE_OPTIONS: "" },
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += String(chunk)));
    const ready = new Promise<void>((resolve, reject) => {
      child.on("exit", (code) => reject(new Error(`the reader process exited (${code}): ${stderr}`)));
      readline.createInterface({ input: child.stdout }).on("line", (line) => {
        const message = JSON.parse(line) as { ready?: boolean; id?: number; result?: unknown; error?: string };
        if (message.ready) return resolve();
        const pending = waiting.get(message.id ?? 0);
        waiting.delete(message.id ?? 0);
        if (message.error) pending?.reject(new Error(message.error));
        else pending?.resolve(message.result);
      });
    });
    await ready;
  }, 60_000);

  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    // Closing its input stops it (its listener and pool close); one that hangs is killed after 5 s.
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const timer = setTimeout(() => child.kill(), 5_000);
    child.stdin.end();
    await exited;
    clearTimeout(timer);
  });

  it("a site's settings changed by one process are read by the other within a second", async () => {
    const before = (await ask({ op: "settings", host: "localhost" })) as { numberOfShownStocks: number };
    // Cached now: the child reads the same answer without the database noticing a change.
    expect(await ask({ op: "settings", host: "localhost" })).toEqual(before);
    await getDb()
      .update(sites)
      .set({ settings: sql`jsonb_set(settings, '{numberOfShownStocks}', to_jsonb(${before.numberOfShownStocks + 3}::int))` })
      .where(eq(sites.id, (await siteOf("localhost")).id));
    expect(await msUntilChanged(() => ask({ op: "settings", host: "localhost" }), before)).toBeLessThan(1_000);
    expect(await ask({ op: "settings", host: "localhost" })).toEqual({ ...before, numberOfShownStocks: before.numberOfShownStocks + 3 });
  });

  it("synonyms and texts of a site changed by one process are read by the other within a second", async () => {
    const siteId = (await siteOf("localhost")).id;
    const synonyms = await ask({ op: "synonyms", siteId });
    const text = await ask({ op: "message", host: "localhost", locale: "ru", path: "shell.skipToContent" });
    expect(text).toBe("Перейти к содержимому");
    await getDb().insert(searchSynonyms).values({ siteId, terms: ["кабель-канал", "короб"] });
    await getDb().insert(translations).values({ siteId, locale: "ru", key: "shell.skipToContent", value: "К товарам" });
    expect(await msUntilChanged(() => ask({ op: "synonyms", siteId }), synonyms)).toBeLessThan(1_000);
    expect(await msUntilChanged(() => ask({ op: "message", host: "localhost", locale: "ru", path: "shell.skipToContent" }), text)).toBeLessThan(1_000);
    expect(await ask({ op: "message", host: "localhost", locale: "ru", path: "shell.skipToContent" })).toBe("К товарам");
    await getDb().delete(translations).where(eq(translations.siteId, siteId));
  });

  it("the golden club's programme changed by one process — its levels, its rules, the sections a rule covers — is read by the other within a second", async () => {
    const siteId = (await siteOf("localhost")).id;
    const [top] = await getDb().select().from(sections).where(and(eq(sections.siteId, siteId), eq(sections.depth, 0))).orderBy(sections.id).limit(1);
    const read = () => ask({ op: "club", siteId });
    let before = await read();
    await getDb().insert(clubLevels).values({ siteId, name: "Платиновый (тест)", turnoverFrom: 900_000_000, percentBp: 900 });
    expect(await msUntilChanged(read, before)).toBeLessThan(1_000);
    expect(((await read()) as { levels: string[] }).levels).toContain("Платиновый (тест)");

    before = await read();
    const [rule] = await getDb().insert(clubRules).values({ siteId, sectionId: top.id, percentBp: 700 }).returning();
    expect(await msUntilChanged(read, before)).toBeLessThan(1_000);
    // A section the 1C exchange adds under the rule's section is covered at once in the other process too.
    before = await read();
    const [added] = await getDb()
      .insert(sections)
      .values({ siteId, parentId: top.id, name: "Новый раздел (тест)", slug: "club-cache-probe", path: `${top.path}.0`, depth: 1 })
      .returning();
    await getDb().update(sections).set({ path: `${top.path}.${added.id}` }).where(eq(sections.id, added.id));
    expect(await msUntilChanged(read, before)).toBeLessThan(1_000);
    expect(((await read()) as { sections: number }).sections).toBe((before as { sections: number }).sections + 1);

    await getDb().delete(sections).where(eq(sections.id, added.id));
    await getDb().delete(clubRules).where(eq(clubRules.id, rule.id));
    await getDb().delete(clubLevels).where(and(eq(clubLevels.siteId, siteId), eq(clubLevels.name, "Платиновый (тест)")));
  });

  describe("facets", () => {
    let listener: TCacheListener;
    beforeAll(async () => {
      listener = startCacheListener(url);
      await listener.ready;
    });
    afterAll(async () => {
      await listener.stop();
      clearFacetCache();
    });

    it("of a site are counted afresh once its search documents change in any process", async () => {
      const site = await siteOf("localhost");
      const other = await siteOf("second.localhost");
      let counted = 0;
      const count = async () => ++counted;
      await cachedFacets(`${site.id}:-:probe`, count);
      await cachedFacets(`${other.id}:-:probe`, count);
      expect(await cachedFacets(`${site.id}:-:probe`, count)).toBe(1);
      // Written as another process would: straight to the documents (no refreshSearchIndex here to empty the cache).
      await getDb().execute(sql`UPDATE product_search SET base_price = base_price + 1 WHERE site_id = ${site.id} AND product_id = (SELECT min(product_id) FROM product_search WHERE site_id = ${site.id})`);
      expect(await msUntilChanged(() => cachedFacets(`${site.id}:-:probe`, count), 1)).toBeLessThan(1_000);
      // The other site's facets were not dropped.
      expect(await cachedFacets(`${other.id}:-:probe`, count)).toBe(2);
    });
  });
});
