import fs from "node:fs";
import path from "node:path";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { exchangeAccounts, importRuns, productPrices, products } from "@/lib/server/db/schema";
import { freshIp, siteOf } from "../helpers/auth-helpers";
import { scratchDataDir } from "../helpers/scratch-data-dir";
import { DEMO_1C_FOLDER, exchange, importUntilDone, signIn1C, uploadInParts, zipOf } from "./exchange-fixtures";

scratchDataDir("b2b-exchange-import-");
jest.setTimeout(300_000);

const MB = 1024 * 1024;
const demo = (name: string) => fs.readFileSync(path.join(DEMO_1C_FOLDER, name));

/** «Комбайн кухонный BINATONE FP 67» of the demo export, priced in offers0_1.xml under the same «Ид». */
const DEMO_GOOD = "bd72d927-55bc-11d9-848a-00112f43529a";

async function keyedProducts() {
  const site = await siteOf("localhost");
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.siteId, site.id), isNotNull(products.externalId)));
  return Number(row.n);
}


beforeAll(async () => {
  const site = await siteOf("localhost");
  await getDb().update(exchangeAccounts).set({ settings: { fileLimit: MB, zip: false } }).where(eq(exchangeAccounts.siteId, site.id));
});

describe("the catalogue exchange as 1C runs it, on 1C's demo export", () => {
  it("checkauth → init → files in parts → import repeated until success: the goods are in the catalogue with prices", async () => {
    expect(await keyedProducts()).toBe(0);
    const cookie = await signIn1C("localhost", "catalog", freshIp());
    expect((await exchange({ mode: "init", cookie })).lines).toEqual(["zip=no", `file_limit=${MB}`]);
    expect(await uploadInParts(cookie, "import0_1.xml", demo("import0_1.xml"), MB)).toEqual(["success\n", "success\n", "success\n"]);
    expect(await uploadInParts(cookie, "offers0_1.xml", demo("offers0_1.xml"), MB)).toEqual(["success\n", "success\n", "success\n"]);

    const first = await exchange({ mode: "import", filename: "import0_1.xml", cookie });
    expect(first.lines[0]).toBe("progress");
    // While the catalogue is going, the offers wait their turn (1C calls again).
    const waiting = await exchange({ mode: "import", filename: "offers0_1.xml", cookie });
    expect(waiting.lines).toEqual(["progress", "Ждёт окончания другой загрузки"]);

    const goods = await importUntilDone(cookie, "import0_1.xml");
    expect(goods.last.lines).toEqual(["success"]);
    const offers = await importUntilDone(cookie, "offers0_1.xml");
    expect(offers.last.lines).toEqual(["success"]);
    // Asking again after the end still answers success (1C may repeat its last call).
    expect((await exchange({ mode: "import", filename: "offers0_1.xml", cookie })).lines).toEqual(["success"]);

    expect(await keyedProducts()).toBeGreaterThan(1197);
    const site = await siteOf("localhost");
    const [good] = await getDb().select().from(products).where(and(eq(products.siteId, site.id), eq(products.externalId, DEMO_GOOD)));
    expect(good).toBeDefined();
    const prices = await getDb().select().from(productPrices).where(and(eq(productPrices.siteId, site.id), eq(productPrices.productId, good.id)));
    expect(prices.length).toBeGreaterThan(0);
    const runs = await getDb().select().from(importRuns).where(and(eq(importRuns.siteId, site.id), eq(importRuns.trigger, "exchange")));
    expect(runs.map((r) => [r.files, r.status])).toEqual([
      [["import0_1.xml"], "succeeded"],
      [["offers0_1.xml"], "succeeded"],
    ]);
  });

  it("a zip package: unpacked at the first import call, then both files imported again (a new session starts new runs)", async () => {
    const before = await keyedProducts();
    const cookie = await signIn1C("localhost", "catalog", freshIp());
    await exchange({ mode: "init", cookie });
    const zip = await zipOf([
      { name: "import0_1.xml", data: demo("import0_1.xml") },
      { name: "offers0_1.xml", data: demo("offers0_1.xml") },
    ]);
    expect((await exchange({ mode: "file", filename: "package.zip", cookie, body: zip })).lines).toEqual(["success"]);
    expect((await importUntilDone(cookie, "import0_1.xml")).last.lines).toEqual(["success"]);
    expect((await importUntilDone(cookie, "offers0_1.xml")).last.lines).toEqual(["success"]);
    // Keyed by 1C's «Ид»: the second import updates in place, it never duplicates.
    expect(await keyedProducts()).toBe(before);
  });

  it("a file the import cannot read ends in failure with the reason; init waits while an import runs", async () => {
    const cookie = await signIn1C("localhost", "catalog", freshIp());
    await exchange({ mode: "init", cookie });
    await exchange({ mode: "file", filename: "import_bad.xml", cookie, body: '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация>\n<Каталог>\n</Классификатор>' });
    const bad = await importUntilDone(cookie, "import_bad.xml");
    expect(bad.last.lines[0]).toBe("failure");
    expect(bad.last.lines[1]).toMatch(/строке 4/);

    const site = await siteOf("localhost");
    const [running] = await getDb()
      .insert(importRuns)
      .values({ siteId: site.id, source: "commerceml", trigger: "cli", files: ["x.xml"], isFull: false, counts: { created: 0, updated: 0, unchanged: 0, withdrawn: 0, skipped: 0, sections: 0, features: 0, prices: 0, stocks: 0, pictures: 0 } })
      .returning();
    expect((await exchange({ mode: "init", cookie })).lines).toEqual(["failure", "Идёт загрузка данных: дождитесь её окончания"]);
    await getDb().delete(importRuns).where(eq(importRuns.id, running.id));
    expect((await exchange({ mode: "init", cookie })).lines[0]).toBe("zip=no");
  });
});
