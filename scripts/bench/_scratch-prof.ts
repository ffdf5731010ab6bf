import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { pgliteExtensions, setDbHandle, type TDb } from "../../lib/server/db/client";
import * as schema from "../../lib/server/db/schema";
import { resolveSite } from "../../lib/server/sites/resolve-site";
import { ZCatalogQuery } from "../../lib/contracts/catalog";
import { searchCatalog } from "../../lib/server/search/search-catalog";

const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(process.env.SNAP ?? "/tmp/s20k.tar.gz")]), extensions: pgliteExtensions });
let last = performance.now();
let log: string[] = [];
const cap: { q: string; p: unknown[] }[] = [];
const db = drizzle({ client, schema, logger: { logQuery: (q, p) => { cap.push({ q, p }); const now = performance.now(); log.push(`${(now - last).toFixed(1)}ms before: ${q.replace(/\s+/g, " ").slice(0, 90)}`); last = now; } } }) as unknown as TDb;
setDbHandle({ db, kind: "pglite", where: "x", ping: async () => undefined, close: () => client.close() });
if (process.env.ANALYZE) await client.exec("ANALYZE");
const site = await resolveSite("localhost");
if (!site) throw new Error();
const ctx = { site, auth: null, locale: "ru" as const, userUuid: null };
for (const kw of ["кабель ввг 3х2,5", "кабель ввг 3х2,5", "кабель ввг 3х2,5"]) {
  log = [];
  const t = performance.now();
  last = t;
  await searchCatalog(ctx, ZCatalogQuery.parse({ keyword: kw }));
  console.log("total", (performance.now() - t).toFixed(1), "tail", (performance.now() - last).toFixed(1));
}
for (const { q, p } of cap.slice(-12)) {
  const r = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN ANALYZE ${q}`, p as never[]);
  const lines = r.rows.map((x) => x["QUERY PLAN"]);
  console.log(q.replace(/\s+/g, " ").slice(0, 80), "|", lines[lines.length - 1], lines.filter((l) => /Seq Scan|Hash Join|Sort Method/.test(l)).join(" ;; ").slice(0, 300));
}
process.exit(0);
