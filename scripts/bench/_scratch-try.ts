import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { handleFromPglite, pgliteExtensions, setDbHandle } from "../../lib/server/db/client";
import { resolveSite } from "../../lib/server/sites/resolve-site";
import { ZCatalogQuery } from "../../lib/contracts/catalog";
import { searchCatalog } from "../../lib/server/search/search-catalog";
import { getSearchFilters } from "../../lib/server/search/get-search-filters";
import { suggest } from "../../lib/server/search/suggest";

const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(process.env.SNAP ?? "/tmp/s20k.tar.gz")]), extensions: pgliteExtensions });
const h = handleFromPglite(client, "mem");
setDbHandle(h);
const site = await resolveSite("localhost");
if (!site) throw new Error("no site");
const ctx = { site, auth: null, locale: "ru" as const, userUuid: null };
for (const arg of process.argv.slice(2)) {
  const [kind, qs] = arg.split("?");
  const query = ZCatalogQuery.parse(Object.fromEntries(new URLSearchParams(qs)));
  const t = performance.now();
  try {
    if (kind === "s") {
      const r = await searchCatalog(ctx, query);
      console.log(arg, (performance.now() - t).toFixed(1), "ms", JSON.stringify(r.meta), r.items.slice(0, 5).map((p) => `${p.id} ${p.article} ${p.name}`));
    } else if (kind === "f") {
      const r = await getSearchFilters(ctx, query);
      console.log(arg, (performance.now() - t).toFixed(1), "ms", JSON.stringify(r).slice(0, 1500));
    } else {
      const r = await suggest({ site }, { keyword: query.keyword ?? "", limit: 8 });
      console.log(arg, (performance.now() - t).toFixed(1), "ms", JSON.stringify(r).slice(0, 800));
    }
  } catch (e) {
    console.log(arg, "ERROR", e);
  }
}
process.exit(0);
