import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pgliteExtensions } from "../../lib/server/db/client";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";

const file = process.env.SNAP ?? "/tmp/search-100000.tar.gz";
const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(file)]), extensions: { ...pgliteExtensions, btree_gin } });
await client.waitReady;
if (process.env.SAVE) process.on("beforeExit", () => undefined);
const stmts = fs.readFileSync(process.argv[2], "utf8").split(/;\s*\n/).map((s) => s.trim()).filter(Boolean);
for (const s of stmts) {
  const reps = s.startsWith("--rep") ? 5 : 1;
  const times: number[] = [];
  let res;
  for (let i = 0; i < reps; i++) {
    const t = performance.now();
    res = await client.query(s.replace(/^--rep\s*/, ""));
    times.push(performance.now() - t);
  }
  console.log("\n>>", s.slice(0, 300).replace(/\s+/g, " "), `\n   [${times.map((x) => x.toFixed(1)).join(", ")} ms]`);
  if (res && res.rows.length) for (const r of res.rows.slice(0, Number(process.env.ROWS ?? 25))) console.log("   ", JSON.stringify(r));
}
if (process.env.SAVE) { const d = await client.dumpDataDir("gzip"); fs.writeFileSync(process.env.SAVE, Buffer.from(await d.arrayBuffer())); }
process.exit(0);
