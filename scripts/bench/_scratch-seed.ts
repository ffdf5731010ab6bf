import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { handleFromPglite, pgliteExtensions } from "../../lib/server/db/client";
import { runMigrations } from "../../lib/server/db/migrate";
import { seedDemo } from "../../lib/server/db/seed/seed-demo";

const n = Number(process.argv[2] ?? 100000);
const out = process.argv[3] ?? `/tmp/search-${n}.tar.gz`;
const client = new PGlite({ extensions: pgliteExtensions });
const h = handleFromPglite(client, "mem");
let t = Date.now();
await runMigrations(h);
console.log("migrate", Date.now() - t);
t = Date.now();
await seedDemo(h, { products: n, log: console.log });
console.log("seed", Date.now() - t);
const dump = await client.dumpDataDir("gzip");
fs.writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
await h.close();
