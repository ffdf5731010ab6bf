import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { GET as productList } from "@/app/api/v1/product/route";
import { getDb } from "@/lib/server/db/client";
import { rowsOf } from "@/lib/server/db/rows";
import { priceTypes, productPrices, products, sections, stocks, warehouses } from "@/lib/server/db/schema";
import { runImport, startImport, getImportRun, type TImportRunView } from "@/lib/server/imports/run-import";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute } from "../helpers/call-route";
import { sharedDataDir } from "@/tests/helpers/shared-data";

const DEMO = path.join(sharedDataDir, "commerceml-1c-demo");

type TList = { items: { id: number; name: string; article: string; price: { value: string }; brand: { name: string } | null; stocks: { id: number; quantity: number }[] }[]; meta: { totalCount: number } };
const list = (query: Record<string, string>) => callRoute<TList>(productList, { path: "/api/v1/product", query });

/** A package folder holding copies of the demo files, edited by `edit` (the real files are read-only). */
function packageWith(files: Record<string, (xml: string) => string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-cml-"));
  for (const [name, edit] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), edit(fs.readFileSync(path.join(DEMO, name), "utf8")));
  return dir;
}

async function importDemo(files = ["import0_1.xml", "offers0_1.xml"], folder = DEMO): Promise<TImportRunView> {
  const site = await siteOf("localhost");
  return runImport({ siteId: site.id, source: "commerceml", trigger: "cli", folder, files });
}

async function productByKey(key: string) {
  const site = await siteOf("localhost");
  const [row] = await getDb().select().from(products).where(and(eq(products.siteId, site.id), eq(products.externalId, key)));
  return row;
}

describe("CommerceML import of 1C's demo export (1,197 goods, 2,641 offers)", () => {
  let first: TImportRunView;
  beforeAll(async () => {
    first = await importDemo();
  }, 120_000);

  it("records the run: succeeded, full, counts and no problem lines for good data", async () => {
    expect(first).toMatchObject({ status: "succeeded", source: "commerceml", isFull: true, error: null });
    expect(first.counts.sections).toBe(59);
    expect(first.counts.features).toBe(9);
    // Goods plus characteristic offers made products of their own.
    expect(first.counts.created).toBeGreaterThan(1197);
    expect(first.counts.prices).toBeGreaterThan(2000);
    expect(first.processed).toBe(1197 + 2641);
    expect(first.finishedAt).not.toBeNull();
  });

  it("builds the section tree from the groups, keyed by 1C's ids", async () => {
    const site = await siteOf("localhost");
    const shoes = (await getDb().select().from(sections).where(and(eq(sections.siteId, site.id), eq(sections.externalId, "bd72d90d-55bc-11d9-848a-00112f43529a"))))[0];
    expect(shoes.name).toBe("Обувь");
    const women = (await getDb().select().from(sections).where(and(eq(sections.siteId, site.id), eq(sections.externalId, "bd72d90e-55bc-11d9-848a-00112f43529a"))))[0];
    expect(women).toMatchObject({ name: "Женская обувь", parentId: shoes.id, depth: shoes.depth + 1, path: `${shoes.path}.${women.id}` });
  });

  it("makes the goods findable by name and article, with brand, unit, VAT and retail price", async () => {
    const byName = await list({ keyword: "BINATONE" });
    expect(byName.status).toBe(200);
    const combine = byName.json.items.find((p) => p.name === "Комбайн кухонный BINATONE FP 67");
    expect(combine).toBeDefined();
    expect(combine?.brand?.name).toBe("Аозт Прима");
    const byArticle = await list({ keyword: "КВ- 900" });
    expect(byArticle.json.items.map((p) => p.name)).toContain("Комбайн кухонный BINATONE FP 67");
    const row = await productByKey("bd72d927-55bc-11d9-848a-00112f43529a");
    expect(row).toMatchObject({ article: "КВ- 900", unit: "шт", vatRate: 18, isActive: true });
  });

  it("sells characteristics as products of their own (price, stock per warehouse) and hides their good", async () => {
    const site = await siteOf("localhost");
    const size35 = await productByKey("bd72d913-55bc-11d9-848a-00112f43529a#90c55449-d3a8-11e4-9423-e0cb4ed5eed4");
    expect(size35).toMatchObject({ name: "Ботинки женские демисезонные (35)", article: "Б- 130005", basePrice: 130900, isActive: true });
    const good = await productByKey("bd72d913-55bc-11d9-848a-00112f43529a");
    expect(good.isActive).toBe(false);
    const [retail] = await getDb().select().from(priceTypes).where(and(eq(priceTypes.siteId, site.id), eq(priceTypes.externalId, "bb14a3a4-6b17-11e0-9819-e0cb4ed5eed4")));
    expect(retail).toMatchObject({ name: "Розничная", isBase: true });
    const [price] = await getDb().select().from(productPrices).where(and(eq(productPrices.siteId, site.id), eq(productPrices.productId, size35.id)));
    expect(price).toMatchObject({ priceTypeId: retail.id, price: 130900 });
    const [shop] = await getDb().select().from(warehouses).where(and(eq(warehouses.siteId, site.id), eq(warehouses.externalId, "b6112590-41ba-11dd-ac9d-0015e9b8c48d")));
    expect(shop.name).toBe('Магазин "Обувь"');
    const stock = await getDb().select().from(stocks).where(and(eq(stocks.siteId, site.id), eq(stocks.productId, size35.id)));
    expect(stock.map((s) => [s.warehouseId, s.quantity])).toEqual([[shop.id, 120]]);
    const found = await list({ keyword: "Ботинки женские демисезонные" });
    expect(found.json.items.map((p) => p.name)).toContain("Ботинки женские демисезонные (35)");
    expect(found.json.items.map((p) => p.id)).not.toContain(good.id);
  });

  it("a second identical import changes nothing", async () => {
    const again = await importDemo();
    expect(again.status).toBe("succeeded");
    expect(again.counts).toMatchObject({ created: 0, updated: 0, withdrawn: 0, prices: 0, stocks: 0, sections: 0 });
    expect(again.counts.unchanged).toBe(first.counts.created);
  });

  it("an incremental offers package changes only the prices and stocks it names", async () => {
    const folder = packageWith({
      "offers0_1.xml": (xml) => {
        const start = xml.indexOf("<Предложение>");
        const end = xml.lastIndexOf("</Предложения>");
        const offers = xml.slice(start, end);
        const size36 = offers.split("</Предложение>").find((o) => o.includes("#90c5544a-d3a8-11e4-9423-e0cb4ed5eed4")) as string;
        const changed = size36.replace("<ЦенаЗаЕдиницу>1309</ЦенаЗаЕдиницу>", "<ЦенаЗаЕдиницу>1450.50</ЦенаЗаЕдиницу>") + "</Предложение>\n";
        return (xml.slice(0, start) + changed + xml.slice(end)).replace('СодержитТолькоИзменения="false"', 'СодержитТолькоИзменения="true"');
      },
    });
    const run = await importDemo(["offers0_1.xml"], folder);
    expect(run).toMatchObject({ status: "succeeded", isFull: false });
    expect(run.counts).toMatchObject({ prices: 1, withdrawn: 0, created: 0 });
    expect((await productByKey("bd72d913-55bc-11d9-848a-00112f43529a#90c5544a-d3a8-11e4-9423-e0cb4ed5eed4")).basePrice).toBe(145050);
    // The others were not named and stay as they were.
    expect((await productByKey("bd72d913-55bc-11d9-848a-00112f43529a#90c55449-d3a8-11e4-9423-e0cb4ed5eed4")).isActive).toBe(true);
  });

  it("a full catalogue without a good withdraws it (and its characteristics), never deletes it", async () => {
    const folder = packageWith({
      "import0_1.xml": (xml) => {
        const at = xml.indexOf("<Ид>bd72d927-55bc-11d9-848a-00112f43529a</Ид>");
        const start = xml.lastIndexOf("<Товар>", at);
        const end = xml.indexOf("</Товар>", at) + "</Товар>".length;
        return xml.slice(0, start) + xml.slice(end);
      },
    });
    const run = await importDemo(["import0_1.xml"], folder);
    expect(run.status).toBe("succeeded");
    expect(run.counts.withdrawn).toBe(1);
    const combine = await productByKey("bd72d927-55bc-11d9-848a-00112f43529a");
    expect(combine.isActive).toBe(false);
    expect((await list({ keyword: "BINATONE" })).json.items.map((p) => p.id)).not.toContain(combine.id);
    // The demo generator's own products (no 1C key) are not the package's to withdraw.
    const site = await siteOf("localhost");
    const [{ own }] = rowsOf<{ own: number }>(await getDb().execute(sql`SELECT count(*)::int AS own FROM products WHERE site_id = ${site.id} AND external_id IS NULL AND NOT is_active`));
    expect(own).toBe(0);
  });
});

describe("CommerceML files that are not right", () => {
  async function importFile(name: string, content: string | Buffer) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bad-"));
    fs.writeFileSync(path.join(dir, name), content);
    const site = await siteOf("localhost");
    return runImport({ siteId: site.id, source: "commerceml", trigger: "cli", folder: dir, files: [name] });
  }
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.07"><Каталог СодержитТолькоИзменения="false"><Товары>';
  const good = (id: string, name: string) => `<Товар><Ид>${id}</Ид><Артикул>A-${id}</Артикул><Наименование>${name}</Наименование></Товар>`;

  it("fails malformed XML with the line and column, and nothing of it is applied past the fault", async () => {
    const run = await importFile("import.xml", `${head}\n${good("x1", "Гвоздь")}\n<Товар><Ид>x2</Ид><Наименование>Шуруп</Товар>`);
    expect(run.status).toBe("failed");
    expect(run.error).toMatch(/import\.xml: ошибка XML в строке 4, столбце 45: unexpected close tag/);
    expect(await productByKey("x2")).toBeUndefined();
  });

  it("refuses a DOCTYPE: no external entity (XXE) nor entity expansion (billion laughs)", async () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<КоммерческаяИнформация><Каталог><Товары><Товар><Ид>e1</Ид><Наименование>&x;</Наименование></Товар></Товары></Каталог></КоммерческаяИнформация>`;
    const run = await importFile("import.xml", xxe);
    expect(run.status).toBe("failed");
    expect(run.error).toContain("DOCTYPE");
    expect(await productByKey("e1")).toBeUndefined();
    const lol = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>\n<КоммерческаяИнформация>&lol2;</КоммерческаяИнформация>`;
    expect((await importFile("import.xml", lol)).error).toContain("DOCTYPE");
  });

  it("reads a windows-1251 file by its declaration", async () => {
    const iconv = (await import("iconv-lite")).default;
    const xml = head.replace("UTF-8", "windows-1251") + good("w1", "Кабель ВВГнг 3х2,5") + "</Товары></Каталог></КоммерческаяИнформация>";
    const run = await importFile("import.xml", iconv.encode(xml, "win1251"));
    expect(run.status).toBe("succeeded");
    expect((await productByKey("w1")).name).toBe("Кабель ВВГнг 3х2,5");
  });

  it("fails a file that is not in the package, and refuses a second run of the site while one is going", async () => {
    const site = await siteOf("localhost");
    const missing = await runImport({ siteId: site.id, source: "commerceml", trigger: "cli", folder: os.tmpdir(), files: ["nope.xml"] });
    expect(missing).toMatchObject({ status: "failed", error: "Файл nope.xml не найден" });
    const { runId } = await startImport({ siteId: site.id, source: "commerceml", trigger: "exchange", folder: DEMO, files: ["import0_1.xml"] });
    await expect(startImport({ siteId: site.id, source: "commerceml", trigger: "exchange", folder: DEMO, files: ["offers0_1.xml"] })).rejects.toMatchObject({ code: "CONFLICT" });
    for (let i = 0; i < 600 && (await getImportRun(site.id, runId))?.status === "running"; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await getImportRun(site.id, runId))?.status).toBe("succeeded");
  }, 90_000);
});
