import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { handleFromPglite, pgliteExtensions } from "../../lib/server/db/client";
import { runMigrations } from "../../lib/server/db/migrate";
import { refreshSearchIndex } from "../../lib/server/search/refresh-search-index";

const file = process.argv[2] ?? "/tmp/search-100000.tar.gz";
const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(file)]), extensions: pgliteExtensions });
const h = handleFromPglite(client, "mem");
let t = Date.now();
console.log(await runMigrations(h), Date.now() - t);
t = Date.now();
await refreshSearchIndex(h);
console.log("refresh all", Date.now() - t);
t = Date.now();
await refreshSearchIndex(h, 2);
console.log("refresh site 2", Date.now() - t);
console.log((await client.query("select count(*) from product_search")).rows, (await client.query("select site_id, count(*) from search_words group by 1")).rows);
if (process.argv[3]) { const d = await client.dumpDataDir("gzip"); fs.writeFileSync(process.argv[3], Buffer.from(await d.arrayBuffer())); }
process.exit(0);
