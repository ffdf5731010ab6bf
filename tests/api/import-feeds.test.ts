import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { and, asc, eq } from "drizzle-orm";
import { GET as productList } from "@/app/api/v1/product/route";
import { getDb } from "@/lib/server/db/client";
import { features, priceTypes, productPrices, products, stocks, warehouses } from "@/lib/server/db/schema";
import { runImport } from "@/lib/server/imports/run-import";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute } from "../helpers/call-route";

const YML = path.resolve(__dirname, "../fixtures/real-data/yml");

type TList = { items: { id: number; name: string; article: string; price: { value: string }; brand: { name: string } | null }[] };
const list = (query: Record<string, string>) => callRoute<TList>(productList, { path: "/api/v1/product", query });

async function importInto(source: "yml" | "table", folder: string, file: string) {
  const site = await siteOf("localhost");
  return runImport({ siteId: site.id, source, trigger: "cli", folder, files: [file] });
}

describe("YML feed import (a real B2B seller's feed)", () => {
  it("brings the feed's offers in: category, vendor as brand, params as filters, price, findable by name", async () => {
    const run = await importInto("yml", YML, "stomtech-pro.xml");
    expect(run).toMatchObject({ status: "succeeded", source: "yml", isFull: true });
    expect(run.counts.created).toBe(4);
    const site = await siteOf("localhost");
    const [ultra] = await getDb().select().from(products).where(and(eq(products.siteId, site.id), eq(products.externalId, "yml:ULTRA-170")));
    expect(ultra).toMatchObject({ name: "Порошок для воздушно-абразивной обработки STOMTECH PRO ULTRA 14 мкм, 170 г", basePrice: 199000, isActive: true });
    const found = await list({ keyword: "порошок эритритол" });
    expect(found.json.items.find((p) => p.id === ultra.id)?.brand?.name).toBe("STOMTECH PRO");
    const [fraction] = await getDb().select().from(features).where(and(eq(features.siteId, site.id), eq(features.name, "Фракция")));
    expect(fraction).toMatchObject({ unit: "мкм", kind: "numeric" });
    const filtered = await list({ features: `${fraction.id}:14,14` });
    expect(filtered.json.items.map((p) => p.id)).toContain(ultra.id);

    const again = await importInto("yml", YML, "stomtech-pro.xml");
    expect(again.counts).toMatchObject({ created: 0, updated: 0, withdrawn: 0, prices: 0 });
  });

  it("withdraws an offer the next feed no longer has", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-yml-"));
    const xml = fs.readFileSync(path.join(YML, "stomtech-pro.xml"), "utf8");
    const start = xml.indexOf('<offer id="ULTRA-170"');
    fs.writeFileSync(path.join(dir, "feed.xml"), xml.slice(0, start) + xml.slice(xml.indexOf("</offer>", start) + "</offer>".length));
    const run = await importInto("yml", dir, "feed.xml");
    expect(run.counts.withdrawn).toBe(1);
    const site = await siteOf("localhost");
    const [ultra] = await getDb().select().from(products).where(and(eq(products.siteId, site.id), eq(products.externalId, "yml:ULTRA-170")));
    expect(ultra.isActive).toBe(false);
  });
});

describe("price list import (xlsx and csv): updates by article, never creates", () => {
  async function demoProduct() {
    const site = await siteOf("localhost");
    const [product] = await getDb().select().from(products).where(and(eq(products.siteId, site.id), eq(products.isActive, true))).orderBy(asc(products.id)).limit(1);
    const types = await getDb().select().from(priceTypes).where(eq(priceTypes.siteId, site.id)).orderBy(asc(priceTypes.id));
    const [store] = await getDb().select().from(warehouses).where(eq(warehouses.siteId, site.id)).orderBy(asc(warehouses.sort)).limit(1);
    return { site, product, types, store };
  }

  it("sets prices per price type and stock per warehouse from a csv; an unknown article is reported", async () => {
    const { site, product, types, store } = await demoProduct();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-csv-"));
    const csv = [`Артикул;Наименование;${types[0].name};${types[1].name};Остаток ${store.name}`, `${product.article};${product.name};1 234,50;1100;77`, "НЕТ-ТАКОГО;Что-то;10;9;1"].join("\n");
    fs.writeFileSync(path.join(dir, "price.csv"), csv);
    const run = await importInto("table", dir, "price.csv");
    expect(run.status).toBe("succeeded");
    expect(run.problems).toEqual([{ where: "price.csv:3", reason: "товар с артикулом «НЕТ-ТАКОГО» не найден" }]);
    const prices = await getDb().select().from(productPrices).where(and(eq(productPrices.siteId, site.id), eq(productPrices.productId, product.id)));
    expect(prices.find((p) => p.priceTypeId === types[0].id)?.price).toBe(123450);
    expect(prices.find((p) => p.priceTypeId === types[1].id)?.price).toBe(110000);
    const [stock] = await getDb().select().from(stocks).where(and(eq(stocks.siteId, site.id), eq(stocks.productId, product.id), eq(stocks.warehouseId, store.id)));
    expect(stock.quantity).toBe(77);
    const [after] = await getDb().select().from(products).where(eq(products.id, product.id));
    // The base price type's price is the product's base price (sorting, price filters).
    if (types[0].isBase) expect(after.basePrice).toBe(123450);
  });

  it("reads an xlsx; a file without «Артикул» fails naming the headers it found, changing nothing", async () => {
    const { product, types } = await demoProduct();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-xlsx-"));
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Прайс");
    sheet.addRow(["Прайс-лист на 26.11.2026"]);
    sheet.addRow(["Артикул", types[0].name]);
    sheet.addRow([product.article, 999.9]);
    await book.xlsx.writeFile(path.join(dir, "price.xlsx"));
    const run = await importInto("table", dir, "price.xlsx");
    expect(run.status).toBe("succeeded");
    const [price] = await getDb().select().from(productPrices).where(and(eq(productPrices.productId, product.id), eq(productPrices.priceTypeId, types[0].id)));
    expect(price.price).toBe(99990);

    fs.writeFileSync(path.join(dir, "bad.csv"), "Код;Цена\nA;1\n");
    const bad = await importInto("table", dir, "bad.csv");
    expect(bad.status).toBe("failed");
    expect(bad.error).toBe("Файл bad.csv: нет столбца «Артикул»; найдены столбцы: «Код», «Цена»");
  });
});
