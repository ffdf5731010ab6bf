/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import iconv from "iconv-lite";
import type { TImportRecord } from "@/lib/server/imports/import-records";
import { readYml } from "@/lib/server/imports/yml/read-yml";

const REAL_FEED = path.resolve(__dirname, "../fixtures/real-data/yml/stomtech-pro.xml");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "yml-test-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function read(file: string): Promise<TImportRecord[]> {
  const records: TImportRecord[] = [];
  for await (const record of readYml(file)) records.push(record);
  return records;
}

function write(name: string, xml: string, encoding = "utf-8"): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, iconv.encode(xml, encoding));
  return file;
}

const of = <K extends TImportRecord["kind"]>(records: TImportRecord[], kind: K) => records.filter((r): r is Extract<TImportRecord, { kind: K }> => r.kind === kind);

const feed = (offers: string, head = '<?xml version="1.0" encoding="UTF-8"?>') => `${head}
<!DOCTYPE yml_catalog SYSTEM "shops.dtd">
<yml_catalog date="2026-01-01 10:00"><shop><name>Тест</name>
<currencies><currency id="RUR" rate="1"/><currency id="USD" rate="90.5"/><currency id="EUR" rate="CBRF"/></currencies>
<categories>
  <category id="3" parentId="2">Дрели ударные</category>
  <category id="2" parentId="1">Дрели</category>
  <category id="1">Инструмент</category>
  <category id="9" parentId="404">Сироты</category>
</categories>
<offers>${offers}</offers></shop></yml_catalog>`;

describe("readYml: a Yandex Market feed as import records", () => {
  it("reads the real STOMTECH PRO feed: its category, four goods with vendor, params with units, prices in kopecks", async () => {
    const records = await read(REAL_FEED);
    // A YML feed is the whole catalogue: goods it no longer lists are withdrawn.
    expect(records[0]).toEqual({ kind: "package", part: "catalog", isFull: true });
    expect(of(records, "price-type")).toEqual([expect.objectContaining({ key: "yml:price", name: "Розничная", currency: "RUB" })]);
    expect(of(records, "section")).toEqual([expect.objectContaining({ key: "yml:1", parentKey: null, name: "Порошки для профессиональной гигиены полости рта" })]);
    const products = of(records, "product");
    expect(products.map((p) => p.key)).toEqual(["yml:ULTRA-170", "yml:DELICATE-170", "yml:HARD-300", "yml:SET-3"]);
    expect(products[0]).toMatchObject({ article: "ULTRA-170", brand: "STOMTECH PRO", sectionKey: "yml:1", pictures: [], where: "stomtech-pro.xml:15" });
    expect(products[0].name).toContain("ULTRA 14 мкм, 170 г");
    expect(products[0].description).toMatch(/^Порошок на основе эритритола/);
    expect(products[0].features).toEqual([
      { featureKey: "yml-param:Фракция|мкм", value: "14", optionKey: null },
      { featureKey: "yml-param:Основа|", value: "эритритол", optionKey: null },
      { featureKey: "yml-param:Фасовка|г", value: "170", optionKey: null },
    ]);
    expect(of(records, "feature").map((f) => [f.name, f.unit, f.valueKind])).toEqual([
      ["Фракция", "мкм", "numeric"],
      ["Основа", null, "text"],
      ["Фасовка", "г", "numeric"],
    ]);
    expect(of(records, "offer").map((o) => [o.key, o.productKey, o.prices])).toEqual([
      ["yml:ULTRA-170", "yml:ULTRA-170", [{ priceTypeKey: "yml:price", price: 199000 }]],
      ["yml:DELICATE-170", "yml:DELICATE-170", [{ priceTypeKey: "yml:price", price: 175000 }]],
      ["yml:HARD-300", "yml:HARD-300", [{ priceTypeKey: "yml:price", price: 89000 }]],
      ["yml:SET-3", "yml:SET-3", [{ priceTypeKey: "yml:price", price: 463000 }]],
    ]);
    // Every record a product refers to comes before it.
    const firstProduct = records.findIndex((r) => r.kind === "product");
    expect(records.findIndex((r) => r.kind === "price-type")).toBeLessThan(firstProduct);
    const skips = of(records, "skip").map((s) => s.reason);
    expect(skips.filter((r) => r.startsWith("картинки по ссылкам не загружаются"))).toHaveLength(1);
    expect(skips.find((r) => r.startsWith("картинки"))).toContain("4 шт.");
  });

  it("decodes a windows-1251 feed by its declaration", async () => {
    const file = write(
      "cp1251.xml",
      feed('<offer id="A1" available="true"><name>Дрель «Мастер» №1</name><price>2 500,50</price><categoryId>3</categoryId><count>7</count></offer>', '<?xml version="1.0" encoding="windows-1251"?>'),
      "windows-1251",
    );
    expect(fs.readFileSync(file).includes(Buffer.from("Дрель"))).toBe(false);
    const records = await read(file);
    expect(of(records, "product")[0]).toMatchObject({ name: "Дрель «Мастер» №1", sectionKey: "yml:3" });
    expect(of(records, "offer")[0]).toMatchObject({ prices: [{ priceTypeKey: "yml:price", price: 250050 }], stocks: [{ warehouseKey: null, quantity: 7 }] });
  });

  it("puts parents before children whatever the feed's order; an unknown parent makes a root section", async () => {
    const records = await read(write("tree.xml", feed("")));
    expect(of(records, "section").map((s) => [s.key, s.parentKey])).toEqual([
      ["yml:1", null],
      ["yml:2", "yml:1"],
      ["yml:3", "yml:2"],
      ["yml:9", null],
    ]);
  });

  it("reads stock from count, outlets and available=false; converts a price by the currency's rate", async () => {
    const records = await read(
      write(
        "stock.xml",
        feed(`
<offer id="c"><name>Счёт</name><price>10</price><count>5</count></offer>
<offer id="q"><name>Количество</name><price>10</price><quantity>3</quantity></offer>
<offer id="o"><name>Точки</name><price>10</price><outlets><outlet id="1" instock="4"/><outlet id="2" instock="6"/></outlets></offer>
<offer id="n" available="false"><name>Нет</name><price>10</price></offer>
<offer id="u"><name>Без количества</name><price>10</price></offer>
<offer id="d"><name>Доллары</name><price>2</price><currencyId>USD</currencyId></offer>
<offer id="e"><name>Евро по ЦБ</name><price>2</price><currencyId>EUR</currencyId></offer>`),
      ),
    );
    const offers = new Map(of(records, "offer").map((o) => [o.key, o]));
    expect(offers.get("yml:c")?.stocks).toEqual([{ warehouseKey: null, quantity: 5 }]);
    expect(offers.get("yml:q")?.stocks).toEqual([{ warehouseKey: null, quantity: 3 }]);
    expect(offers.get("yml:o")?.stocks).toEqual([{ warehouseKey: null, quantity: 10 }]);
    expect(offers.get("yml:n")?.stocks).toEqual([]);
    expect(offers.get("yml:u")?.stocks).toBeUndefined();
    expect(offers.get("yml:d")?.prices).toEqual([{ priceTypeKey: "yml:price", price: 18100 }]);
    expect(offers.get("yml:e")?.prices).toBeUndefined();
    const reasons = of(records, "skip").map((s) => s.reason);
    expect(reasons).toContain("предложение e: нет числового курса валюты EUR, цена не изменена");
    expect(reasons.some((r) => r.startsWith("у 3 предложений нет количества"))).toBe(true);
  });

  it("builds a vendor.model name, takes vendorCode as the article, reads relative pictures and refuses ones outside the folder", async () => {
    const records = await read(
      write(
        "model.xml",
        feed(`<offer id="m1" type="vendor.model"><typePrefix>Дрель</typePrefix><vendor>Bosch</vendor><model>GSB 13 RE</model><vendorCode>0601217100</vendorCode><price>1</price>
<picture>images/gsb.jpg</picture><picture>../secret.jpg</picture><picture>/etc/passwd</picture><picture>https://x.test/a.jpg</picture>
<param name="Мощность" unit="Вт">600</param><param name="Мощность" unit="Вт">много</param><param name="Год">2020</param></offer>`),
      ),
    );
    const [product] = of(records, "product");
    expect(product).toMatchObject({ key: "yml:m1", name: "Дрель Bosch GSB 13 RE", article: "0601217100", brand: "Bosch", pictures: ["images/gsb.jpg"] });
    expect(product.features).toEqual([
      { featureKey: "yml-param:Мощность|Вт", value: "600", optionKey: null },
      { featureKey: "yml-param:Год|", value: "2020", optionKey: null },
    ]);
    expect(of(records, "feature").find((f) => f.name === "Год")?.valueKind).toBe("text");
    const reasons = of(records, "skip").map((s) => s.reason);
    expect(reasons).toContain("предложение m1: значение «много» параметра «Мощность» не число, пропущено");
    expect(reasons.find((r) => r.startsWith("картинки"))).toContain("3 шт.");
  });

  it("reports malformed XML with the file, line and column", async () => {
    const file = write("broken.xml", feed('<offer id="x"><name>Сломано</nam></offer>'));
    await expect(read(file)).rejects.toThrow(/^broken\.xml: ошибка XML в строке 11, столбце \d+: /);
  });

  it("refuses a DOCTYPE with entity declarations (billion laughs, XXE) and expands no entity", async () => {
    const laughs = write(
      "laughs.xml",
      `<?xml version="1.0"?><!DOCTYPE yml_catalog [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]><yml_catalog><shop><offers><offer id="1"><name>&lol2;</name></offer></offers></shop></yml_catalog>`,
    );
    await expect(read(laughs)).rejects.toThrow("DOCTYPE с объявлениями");
    const xxe = write("xxe.xml", `<?xml version="1.0"?><!DOCTYPE yml_catalog [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><yml_catalog><shop><offers><offer id="1"><name>&xxe;</name></offer></offers></shop></yml_catalog>`);
    await expect(read(xxe)).rejects.toThrow("DOCTYPE с объявлениями");
    // Without a DOCTYPE, an entity is not declared anywhere: an error, never a file's contents.
    const undeclared = write("undeclared.xml", `<?xml version="1.0"?><yml_catalog><shop><offers><offer id="1"><name>&xxe;</name></offer></offers></shop></yml_catalog>`);
    await expect(read(undeclared)).rejects.toThrow(/ошибка XML в строке 1/);
  });

  it("reads a feed of 20,000 offers (several 64 KB chunks) to its last offer", async () => {
    const file = path.join(dir, "big.xml");
    const out = fs.createWriteStream(file);
    out.write(feed("").replace("<offers></offers></shop></yml_catalog>", "<offers>"));
    for (let i = 0; i < 20_000; i++) out.write(`<offer id="g${i}"><name>Товар ${i}</name><price>${i}.5</price><count>${i % 7}</count></offer>\n`);
    out.write("</offers></shop></yml_catalog>");
    await new Promise((resolve) => out.end(resolve));
    let offers = 0;
    let last: TImportRecord | undefined;
    for await (const record of readYml(file)) {
      if (record.kind === "offer") offers++;
      last = record;
    }
    expect(offers).toBe(20_000);
    expect(last).toMatchObject({ kind: "offer", key: "yml:g19999", prices: [{ priceTypeKey: "yml:price", price: 1999950 }], stocks: [{ warehouseKey: null, quantity: 19999 % 7 }] });
  });
});
