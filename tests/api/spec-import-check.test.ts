import { and, asc, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import yazl from "yazl";
import { POST as check } from "@/app/api/v1/specification-import/check/route";
import { ZSpecImportCheckResult, type TSpecImportCheckResult } from "@/lib/contracts/spec-import";
import { getDb } from "@/lib/server/db/client";
import { priceTypes, productPrices, products } from "@/lib/server/db/schema";
import { cyrillicLayoutToLatin } from "@/lib/server/search/keyboard-layout";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { rub } from "./order-fixtures";
import { insertFixtures } from "./search-fixtures";

type TError = { message: string; errors?: Record<string, string[]> };

let token: string;
let ids: Map<string, number>;

const paste = (text: string, extra: { host?: string; token?: string } = {}) =>
  callRoute<TSpecImportCheckResult & TError>(check, { path: "/api/v1/specification-import/check", body: { text }, token: extra.token ?? token, host: extra.host });

function upload(name: string, bytes: Buffer, type = "application/octet-stream") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return callRoute<TSpecImportCheckResult & TError>(check, { path: "/api/v1/specification-import/check", body: form, token });
}

/** Seeded products of localhost whose article and name are each the only one of their kind, with the wholesale price. */
async function uniqueSeeded(limit: number) {
  const site = await siteOf("localhost");
  return getDb()
    .select({ id: products.id, article: products.article, name: products.name, price: productPrices.price })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.siteId, products.siteId), eq(productPrices.productId, products.id)))
    .innerJoin(priceTypes, and(eq(priceTypes.id, productPrices.priceTypeId), eq(priceTypes.code, "wholesale")))
    .where(
      and(
        eq(products.siteId, site.id),
        eq(products.isActive, true),
        sql`(SELECT count(*) FROM products o WHERE o.site_id = ${site.id} AND o.article_norm = ${products.articleNorm}) = 1`,
        sql`(SELECT count(*) FROM products o WHERE o.site_id = ${site.id} AND lower(o.name) = lower(${products.name})) = 1`,
        sql`${products.article} ~ '[0-9]'`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(limit);
}

async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Заявка");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function zip(entries: Record<string, Buffer>): Promise<Buffer> {
  const file = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(entries)) file.addBuffer(bytes, name);
  file.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.outputStream.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve(Buffer.concat(chunks))).on("error", reject);
  });
}

beforeAll(async () => {
  token = await tokenFor("buyer@demo.test");
  ids = await insertFixtures("localhost", [
    { article: "ВА88-35-К125", name: "Выключатель автоматический силовой ВА88-35 3P 125А 35кА", manufacturerCode: "MVA88-35-125" },
    { article: "ИМП-ЩРН-12", name: "Щит распределительный навесной ЩРН-12 IP31 серый" },
    { article: "ИМП-СВ-36", name: "Светильник светодиодный ДПО-Импорт 36Вт 4000К", manufacturerCode: "LDPO-IMP-36" },
    { article: "ИМП-КАБ-325", name: "Кабель силовой ВВГнг(А)-LS 3х2,5 ок(N)-0,66 кВ", manufacturerCode: "VVGNG-LS-3X2.5" },
  ]);
  // A second characteristic of the same good: 1C gives both one article.
  const white = await insertFixtures("localhost", [{ article: "ИМП-ЩРН-12", name: "Щит распределительный навесной ЩРН-12 IP31 белый" }]);
  ids.set("ИМП-ЩРН-12/белый", white.get("ИМП-ЩРН-12") ?? 0);
  await getDb().update(products).set({ unit: "м" }).where(eq(products.id, ids.get("ИМП-КАБ-325") ?? 0));
});

describe("POST /api/v1/specification-import/check — a pasted list", () => {
  it("classifies a list of 20 lines: exact by article however typed, by manufacturer code and by name; several; not found; bad lines", async () => {
    const seeded = await uniqueSeeded(8);
    expect(seeded).toHaveLength(8);
    const lines = [
      // Seeded products by their article: as is, in lower case, and with spaces for its separators.
      ...seeded.slice(0, 3).map((p, i) => `${p.article}\t${i + 1}`),
      ...seeded.slice(3, 6).map((p, i) => `${p.article.toLowerCase()} ${i + 4} шт`),
      `${seeded[6].article.replace(/[-/.]/g, " ")} x7`,
      `${seeded[7].name}; 8`,
      "BA 88 35 K125 — 2", // Latin look-alikes of a Cyrillic article
      "mva88-35-125 3", // manufacturer code
      "Светильник светодиодный ДПО-Импорт 36Вт 4000К 10 шт", // the whole name
      "VVGNG LS 3x2.5 150 м", // manufacturer code with a decimal dot for the comma
      "ИМП-ЩРН-12 4", // one article, two products (characteristics): the buyer picks
      "щит распределительный навесной ЩРН-12 2", // words: several
      "Абракадабра несуществующая 5",
      "ZQX-000-404 3",
      "ВА88-35-К125 0",
      "-----",
      "ВА88-35-К125 десять",
      "ВА88-35-К125 -1",
    ];
    expect(lines).toHaveLength(20);
    const res = await paste(lines.join("\n"));
    expect(res.status).toBe(200);
    const body = ZSpecImportCheckResult.parse(res.json);
    expect(body.lines).toHaveLength(20);
    const at = (n: number) => body.lines[n - 1];

    for (let i = 0; i < 8; i++) {
      expect(at(i + 1)).toMatchObject({ status: "exact", quantity: i + 1 });
      expect(at(i + 1).candidates.map((c) => c.product.id)).toEqual([seeded[i].id]);
    }
    expect(at(1).candidates[0]).toMatchObject({ reason: "article", reasonText: "по артикулу" });
    expect(at(8).candidates[0]).toMatchObject({ reason: "name", reasonText: "по названию" });
    expect(at(4).unit).toBe("шт");
    // Prices as the catalogue shows them to this buyer: the company's wholesale price type.
    expect(at(1).candidates[0].product.currentPrice).toBe(rub(Number(seeded[0].price)));

    expect(at(9)).toMatchObject({ status: "exact", quantity: 2 });
    expect(at(9).candidates[0]).toMatchObject({ reason: "article", product: { id: ids.get("ВА88-35-К125") } });
    expect(at(10).candidates[0]).toMatchObject({ reason: "manufacturerCode", reasonText: "по коду производителя", product: { id: ids.get("ВА88-35-К125") } });
    expect(at(10).status).toBe("exact");
    expect(at(11)).toMatchObject({ status: "exact", unit: "шт" });
    expect(at(11).candidates[0]).toMatchObject({ reason: "name", product: { id: ids.get("ИМП-СВ-36") } });
    expect(at(12)).toMatchObject({ status: "exact", quantity: 150, unit: "м" });
    expect(at(12).candidates[0].product.id).toBe(ids.get("ИМП-КАБ-325"));

    expect(at(13).status).toBe("several");
    expect(at(13).candidates.map((c) => c.product.id).sort()).toEqual([ids.get("ИМП-ЩРН-12"), ids.get("ИМП-ЩРН-12/белый")].sort());
    expect(at(14).status).toBe("several");
    expect(at(14).candidates.length).toBeGreaterThanOrEqual(2);
    expect(at(14).candidates.length).toBeLessThanOrEqual(5);
    expect(at(14).candidates.map((c) => c.product.id)).toEqual(expect.arrayContaining([ids.get("ИМП-ЩРН-12"), ids.get("ИМП-ЩРН-12/белый")]));
    for (const c of at(14).candidates) expect(["по словам в названии", "по части кода", "по названию", "по артикулу"]).toContain(c.reasonText);

    expect(at(15)).toMatchObject({ status: "notFound", candidates: [] });
    expect(at(16)).toMatchObject({ status: "notFound", candidates: [] });
    expect(at(17)).toMatchObject({ status: "error", error: { code: "zero", message: "Количество должно быть больше нуля" } });
    expect(at(18)).toMatchObject({ status: "error", error: { code: "junk" } });
    expect(at(19)).toMatchObject({ status: "error", error: { code: "notNumber", message: "Количество должно быть числом" } });
    expect(at(20)).toMatchObject({ status: "error", error: { code: "negative" } });
    expect(body.summary).toEqual({ exact: 12, several: 2, notFound: 2, errors: 4 });
  });

  it("retries a line typed in the wrong keyboard layout, as the catalogue search does", async () => {
    const typed = cyrillicLayoutToLatin("светильник светодиодный импорт");
    expect(typed).toMatch(/^[a-z;',.\[\] ]+$/);
    const res = await paste(`${typed} 3`);
    expect(res.status).toBe(200);
    expect(res.json.lines[0].status).not.toBe("notFound");
    expect(res.json.lines[0].candidates[0].product.id).toBe(ids.get("ИМП-СВ-36"));
  });

  it("refuses 301 lines whole with the limit, and counts only filled lines", async () => {
    const many = Array.from({ length: 301 }, (_, i) => `ВА88-35-К125 ${i + 1}`);
    const res = await paste(many.join("\n"));
    expect(res.status).toBe(400);
    expect(res.json.message).toContain("не больше 300 строк");
    expect(res.json.errors?.text?.[0]).toContain("301");
    const withBlanks = await paste(["ВА88-35-К125 1", "", "", "ИМП-СВ-36 2", "   "].join("\n"));
    expect(withBlanks.status).toBe(200);
    expect(withBlanks.json.lines.map((l) => l.line)).toEqual([1, 4]);
  });

  it("answers 400 with a field error for an empty list or no text, and 401 without a session", async () => {
    const empty = await paste("\n \n");
    expect(empty.status).toBe(400);
    expect(empty.json.errors?.text).toBeDefined();
    const noText = await callRoute<TError>(check, { path: "/api/v1/specification-import/check", body: { text: 5 }, token });
    expect(noText.status).toBe(400);
    expect(noText.json.errors?.text).toBeDefined();
    const visitor = await callRoute(check, { path: "/api/v1/specification-import/check", body: { text: "ВА88-35-К125 1" } });
    expect(visitor.status).toBe(401);
  });

  it("matches against the caller's own site only", async () => {
    const secondToken = await tokenFor("buyer@demo.test", "second.localhost");
    const secondSite = await siteOf("second.localhost");
    const [own] = await getDb()
      .select({ id: products.id, article: products.article })
      .from(products)
      .where(and(eq(products.siteId, secondSite.id), eq(products.isActive, true), sql`(SELECT count(*) FROM products o WHERE o.site_id = ${secondSite.id} AND o.article_norm = ${products.articleNorm}) = 1`))
      .orderBy(asc(products.id))
      .limit(1);
    const res = await paste(`ВА88-35-К125 1\n${own.article} 2`, { host: "second.localhost", token: secondToken });
    expect(res.status).toBe(200);
    expect(res.json.lines[0]).toMatchObject({ status: "notFound", candidates: [] });
    expect(res.json.lines[1]).toMatchObject({ status: "exact" });
    expect(res.json.lines[1].candidates[0].product.id).toBe(own.id);
    // A localhost session is unknown on the other site.
    expect((await paste("ВА88-35-К125 1", { host: "second.localhost" })).status).toBe(401);
  });
});

describe("POST /api/v1/specification-import/check — a file", () => {
  it("reads an xlsx: a title above the header, Russian headers, formula cells by their cached value, a name beside a code", async () => {
    const bytes = await xlsx([
      ["Заявка на материалы, объект «Склад-2»"],
      [],
      ["№", "Артикул", "Наименование", "Кол-во", "Ед. изм."],
      [1, "ВА88-35-К125", "Выключатель ВА88-35", { formula: "2*3", result: 6 }, "шт"],
      [2, "НЕТ-ТАКОГО-КОДА", "Светильник светодиодный ДПО-Импорт 36Вт 4000К", 4, "шт"],
      [3, "ИМП-КАБ-325", "Кабель", 12.5, "м"],
      [4, "ИМП-СВ-36", "Светильник", null, "шт"],
    ]);
    const res = await upload("заявка.xlsx", bytes);
    expect(res.status).toBe(200);
    const body = ZSpecImportCheckResult.parse(res.json);
    expect(body.lines.map((l) => l.line)).toEqual([4, 5, 6, 7]);
    expect(body.lines[0]).toMatchObject({ status: "exact", quantity: 6, unit: "шт" });
    expect(body.lines[0].candidates[0].product.id).toBe(ids.get("ВА88-35-К125"));
    // The code finds nothing: the name beside it does.
    expect(body.lines[1].status).toBe("exact");
    expect(body.lines[1].candidates[0].product.id).toBe(ids.get("ИМП-СВ-36"));
    expect(body.lines[2]).toMatchObject({ status: "exact", quantity: 12.5, unit: "м" });
    expect(body.lines[3]).toMatchObject({ status: "error", error: { code: "missingQuantity" } });
  });

  it("reads a windows-1251 csv with «;» and English headers", async () => {
    const csv = iconv.encode("Code;Product name;Qty\r\nВА88-35-К125;Выключатель;3\r\nИМП-СВ-36;Светильник;2\r\n", "windows-1251");
    const res = await upload("order.csv", csv, "text/csv");
    expect(res.status).toBe(200);
    expect(res.json.lines.map((l) => [l.status, l.quantity, l.candidates[0]?.product.id])).toEqual([
      ["exact", 3, ids.get("ВА88-35-К125")],
      ["exact", 2, ids.get("ИМП-СВ-36")],
    ]);
  });

  it("reads a file without a header as rows of code and quantity", async () => {
    const res = await upload("list.csv", Buffer.from("ВА88-35-К125,5\nИМП-СВ-36,1\n"), "text/csv");
    expect(res.status).toBe(200);
    expect(res.json.lines.map((l) => l.status)).toEqual(["exact", "exact"]);
  });

  it("refuses 501 rows whole and takes 500", async () => {
    const rows = (n: number) => [["Артикул", "Количество"], ...Array.from({ length: n }, (_, i) => ["ВА88-35-К125", i + 1])];
    const over = await upload("big.xlsx", await xlsx(rows(501)));
    expect(over.status).toBe(400);
    expect(over.json.message).toContain("не больше 500 строк");
    expect(over.json.errors?.file).toBeDefined();
    const full = await upload("full.xlsx", await xlsx(rows(500)));
    expect(full.status).toBe(200);
    expect(full.json.lines).toHaveLength(500);
    expect(full.json.summary.exact).toBe(500);
  });

  it("refuses the old .xls with the advice to save as .xlsx, and a password-protected workbook", async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048)]);
    const xls = await upload("заявка.xls", ole);
    expect(xls.status).toBe(422);
    expect(xls.json.message).toContain("Старый формат .xls не поддерживается");
    expect(xls.json.message).toContain(".xlsx");
    const encrypted = await upload("заявка.xlsx", Buffer.concat([ole, Buffer.from("EncryptedPackage", "utf16le"), Buffer.alloc(512)]));
    expect(encrypted.status).toBe(422);
    expect(encrypted.json.message).toContain("защищён паролем");
  });

  it("refuses a corrupt xlsx, a zip that is not a workbook, and a picture", async () => {
    const corrupt = await upload("broken.xlsx", Buffer.concat([Buffer.from("PK\u0003\u0004", "latin1"), Buffer.alloc(300, 7)]));
    expect(corrupt.status).toBe(422);
    expect(corrupt.json.message).toContain("повреждён");
    const truncated = (await xlsx([["Артикул", "Количество"], ["ВА88-35-К125", 1]])).subarray(0, 400);
    expect((await upload("cut.xlsx", truncated)).status).toBe(422);
    const docx = await upload("letter.xlsx", await zip({ "word/document.xml": Buffer.from("<w:document/>") }));
    expect(docx.status).toBe(415);
    expect(docx.json.message).toContain("не похож на таблицу");
    const png = await upload("photo.png", Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.alloc(100)]));
    expect(png.status).toBe(415);
  });

  it("refuses a zip bomb by its unpacked size before reading it", async () => {
    const bomb = await zip({ "xl/workbook.xml": Buffer.from("<workbook/>"), "xl/worksheets/sheet1.xml": Buffer.alloc(40 * 1024 * 1024, 0x20) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload("bomb.xlsx", bomb);
    expect(res.status).toBe(413);
    expect(res.json.message).toContain("после распаковки");
  });

  it("answers 400 when the file field is missing", async () => {
    const form = new FormData();
    form.append("other", "x");
    const res = await callRoute<TError>(check, { path: "/api/v1/specification-import/check", body: form, token });
    expect(res.status).toBe(400);
    expect(res.json.errors?.file).toBeDefined();
  });
});
