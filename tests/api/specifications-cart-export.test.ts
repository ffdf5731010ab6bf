// A specification into the cart (all lines or the chosen ones; gone products skipped and listed), its export
// to .xlsx (opened here with exceljs) and .csv, and the seller console's recommended specifications.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { products, specifications } from "@/lib/server/db/schema";
import { specificationCommands } from "@/scripts/seller/specification-commands";
import { siteOf } from "../helpers/auth-helpers";
import { tokenFor } from "../helpers/call-route";
import { prepareProduct, pricedProducts, readCart, rub } from "./order-fixtures";
import { createSpec, customProductOf, exportSpecs, getSpec, listSpecs, specToCart } from "./specification-fixtures";

let buyer: string;
beforeAll(async () => {
  buyer = await tokenFor("buyer@demo.test");
});

describe("POST /api/v1/specification/{id}/to-cart", () => {
  it("puts every line into the cart, skips a withdrawn product and says so", async () => {
    const token = await tokenFor("admin@demo.test");
    const [p, q, r] = await pricedProducts("localhost", "wholesale", 3, 150);
    for (const x of [p, q, r]) await prepareProduct("localhost", x.id, { stock: [1000] });
    const custom = await customProductOf("admin@demo.test", "Шкаф сборный", 150_000);
    const spec = (
      await createSpec(token, { name: "В корзину", lines: [{ productId: p.id, amount: 3 }, { productId: q.id, amount: 2 }, { customProductId: custom.id, amount: 1 }, { productId: r.id, amount: 4 }] })
    ).json;
    await getDb().update(products).set({ isActive: false }).where(eq(products.id, q.id));
    expect((await getSpec(token, spec.id)).json.items[1]).toMatchObject({ productId: q.id, state: "missing" });

    const res = await specToCart(token, spec.id, {});
    expect(res.status).toBe(200);
    expect(res.json.summary).toEqual({ added: 3, adjusted: [], skipped: [{ name: q.name, reason: "Товар больше недоступен" }] });
    expect(res.json.adjusted).toBe(false);
    const cart = new Map(res.json.items.map((i) => [i.productId ?? `c${i.customProductId}`, i.amount]));
    expect(cart).toEqual(new Map<number | string, number>([[p.id, 3], [`c${custom.id}`, 1], [r.id, 4]]));
    // Again: the cart's lines grow, as the cart adds.
    const again = await specToCart(token, spec.id, {});
    expect(again.json.items.find((i) => i.productId === p.id)?.amount).toBe(6);
  });

  it("puts only the chosen lines, rounds amounts up to today's rules with the notice, 404 for a line not of it", async () => {
    const [p, q] = await pricedProducts("localhost", "wholesale", 2, 160);
    await prepareProduct("localhost", p.id, { stock: [1000] });
    await prepareProduct("localhost", q.id, { stock: [1000] });
    const spec = (await createSpec(buyer, { name: "Выбранные", lines: [{ productId: p.id, amount: 3 }, { productId: q.id, amount: 7 }] })).json;
    const before = (await readCart(buyer)).json.items.length;
    // The seller changed the multiplicity since the specification was written.
    await prepareProduct("localhost", q.id, { stock: [1000], multiplicity: 5 });

    const unknown = await specToCart(buyer, spec.id, { lineIds: [spec.items[1].id, 999_999] });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Позиция спецификации не найдена");
    expect((await readCart(buyer)).json.items).toHaveLength(before);

    const res = await specToCart(buyer, spec.id, { lineIds: [spec.items[1].id] });
    expect(res.status).toBe(200);
    expect(res.json.items.find((i) => i.productId === q.id)?.amount).toBe(10);
    expect(res.json.items.find((i) => i.productId === p.id)).toBeUndefined();
    expect(res.json.summary.added).toBe(1);
    expect(res.json.summary.adjusted).toEqual([{ name: q.name, message: expect.stringContaining("изменено на 10") }]);
    expect(res.json).toMatchObject({ adjusted: true, message: expect.stringContaining("кратность 5") });
    // The specification keeps its own amounts.
    expect((await getSpec(buyer, spec.id)).json.items.map((i) => i.amount)).toEqual([3, 7]);
    expect((await specToCart(buyer, spec.id, { lineIds: ["x"] })).status).toBe(400);
  });
});

describe("GET /api/v1/specification/export", () => {
  it("answers an .xlsx with a sheet per specification: heading, lines, totals", async () => {
    const [p, q] = await pricedProducts("localhost", "wholesale", 2, 170);
    const first = (await createSpec(buyer, { name: "Щит ЩР-1", description: "Смета от 12.11", lines: [{ productId: p.id, amount: 2 }, { productId: q.id, amount: 3 }] })).json;
    const second = (await createSpec(buyer, { name: "Щит ЩР-1", lines: [{ productId: q.id, amount: 1 }] })).json;
    const [recommended] = (await listSpecs(buyer, { list: "recommended" })).json.items;

    const res = await exportSpecs(buyer, { ids: `${first.id},${second.id},${recommended.id}`, format: "xlsx" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="specifications-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    // Same names get told apart; Excel allows 31 characters.
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Щит ЩР-1", "Щит ЩР-1 (2)", recommended.name.slice(0, 31)]);

    const sheet = workbook.worksheets[0];
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(1)).toEqual(["Спецификация", "Щит ЩР-1"]);
    expect(row(2)).toEqual(["Описание", "Смета от 12.11"]);
    expect(row(3)[0]).toBe("Компания");
    const header = row(7);
    expect(header).toEqual(["№", "Артикул", "Наименование", "Количество", "Ед.", "Цена, ₽", "Сумма, ₽", "В т. ч. НДС, ₽"]);
    const [pArticle] = await getDb().select({ article: products.article }).from(products).where(eq(products.id, p.id));
    expect(row(8).slice(0, 7)).toEqual([1, pArticle.article, p.name, 2, p.unit, p.price / 100, (p.price * 2) / 100]);
    expect(row(9).slice(0, 4)).toEqual([2, expect.any(String), q.name, 3]);
    const totals = row(10);
    expect(totals.slice(2, 4)).toEqual(["Итого", 2]);
    expect(totals[6]).toBeCloseTo((p.price * 2 + q.price * 3) / 100, 2);
    expect(Number(first.totals.totalPrice)).toBeCloseTo(totals[6] as number, 2);
    expect(workbook.worksheets[2].getRow(3).getCell(2).value).toBe("Рекомендуемая");
  });

  it("answers a .csv with every specification's lines, the name on each row", async () => {
    const [p] = await pricedProducts("localhost", "wholesale", 1, 180);
    const spec = (await createSpec(buyer, { name: "=Формула;в имени", lines: [{ productId: p.id, amount: 2 }] })).json;
    const res = await exportSpecs(buyer, { ids: String(spec.id), format: "csv" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/filename="specifications-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith("\ufeff")).toBe(true);
    const lines = text.slice(1).trim().split("\r\n");
    expect(lines[0]).toBe("Спецификация;Описание;№;Артикул;Наименование;Количество;Ед.;Цена, ₽;Сумма, ₽;В т. ч. НДС, ₽");
    // A name that looks like a formula is defused, the separator inside it quoted.
    expect(lines[1].startsWith(`"'=Формула;в имени";;1;`)).toBe(true);
    expect(lines[1]).toContain(`;2;${p.unit};${rub(p.price).replace(".", ",")};${rub(p.price * 2).replace(".", ",")};`);
    expect(lines[2]).toContain(";Итого;1;");
  });

  it("refuses more than 10 ids, bad ids and formats with 400, another's id with 404", async () => {
    const ids = Array.from({ length: 11 }, (_, i) => String(i + 1)).join(",");
    const many = await exportSpecs(buyer, { ids });
    expect(many.status).toBe(400);
    expect(((await many.json()) as { errors: Record<string, string[]> }).errors.ids).toEqual(["Можно выгрузить не больше 10 спецификаций"]);
    for (const query of [{ ids: "" }, { ids: "1,x" }, { ids: "-1" }, { ids: "1", format: "pdf" }, {}]) expect((await exportSpecs(buyer, query as Record<string, string>)).status).toBe(400);
    const admin = await tokenFor("admin@demo.test");
    const theirs = (await createSpec(admin, { name: "Не показывать" })).json;
    const mine = (await createSpec(buyer, { name: "Моя" })).json;
    const res = await exportSpecs(buyer, { ids: `${mine.id},${theirs.id}` });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe("Спецификация не найдена");
  });
});

describe("the seller console's recommended specifications (in process)", () => {
  const run = async (name: string, values: Record<string, string>, positionals: string[] = []) => {
    const command = specificationCommands.find((c) => c.name === name);
    if (!command) throw new Error(`no command ${name}`);
    const printed: string[] = [];
    const spy = jest.spyOn(console, "log").mockImplementation((...args: unknown[]) => void printed.push(args.join(" ")));
    try {
      await command.run(values, positionals);
    } finally {
      spy.mockRestore();
    }
    return printed.join("\n");
  };

  it("creates one from a CSV of article;amount, replaces it by its key, lists and deletes it", async () => {
    const site = await siteOf("localhost");
    const [p, q] = await pricedProducts("localhost", "wholesale", 2, 190);
    await prepareProduct("localhost", q.id, { stock: [10], minimumBatch: 4, multiplicity: 2 });
    const rows = await getDb().select({ id: products.id, article: products.article }).from(products).where(eq(products.siteId, site.id));
    const articleOf = (id: number) => rows.find((r) => r.id === id)?.article as string;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-recommend-"));
    const file = path.join(dir, "list.csv");
    // A header, the article written with other separators and case, an empty amount, a blank line.
    fs.writeFileSync(file, `Артикул;Количество\n${articleOf(p.id).toLowerCase().replace(/-/g, " ")};3\n\n${articleOf(q.id)};\n`);

    const created = await run("specification:recommend", { site: "localhost", name: "Набор монтажника", key: "kit" }, [file]);
    expect(created).toMatch(/^Создана рекомендуемая спецификация № \d+: позиций 2$/);
    const id = Number(/№ (\d+)/.exec(created)?.[1]);
    const shown = (await getSpec(buyer, id)).json;
    expect(shown).toMatchObject({ kind: "recommended", name: "Набор монтажника", canEdit: false });
    expect(shown.items.map((i) => [i.productId, i.amount])).toEqual([[p.id, 3], [q.id, 4]]);

    fs.writeFileSync(file, `${articleOf(q.id)};5\n`);
    const replaced = await run("specification:recommend", { site: "localhost", name: "Набор монтажника, 2-я редакция", key: "kit" }, [file]);
    expect(replaced).toContain(`Заменена рекомендуемая спецификация № ${id}: позиций 1`);
    expect(replaced).toContain("изменено на 6");
    expect((await getSpec(buyer, id)).json.items.map((i) => [i.productId, i.amount])).toEqual([[q.id, 6]]);

    fs.writeFileSync(file, `${articleOf(p.id)};2\nНЕТ-ТАКОГО-777;1\n${articleOf(p.id)};ноль\n`);
    await expect(run("specification:recommend", { site: "localhost", name: "Плохой список" }, [file])).rejects.toThrow(/строка 2: товар с артикулом «НЕТ-ТАКОГО-777» не найден[\s\S]*строка 3: количество «ноль»/);
    expect(await getDb().select().from(specifications).where(eq(specifications.name, "Плохой список"))).toEqual([]);

    const listed = await run("specification:recommended", { site: "localhost" });
    expect(listed).toMatch(new RegExp(`${id}\\s+kit\\s+Набор монтажника, 2-я редакция\\s+1`));
    expect(listed).toContain("demo-flat-board");

    expect(await run("specification:unrecommend", { site: "localhost", key: "kit" })).toBe("Удалена рекомендуемая спецификация «Набор монтажника, 2-я редакция»");
    expect((await getSpec(buyer, id)).status).toBe(404);
    await expect(run("specification:unrecommend", { site: "localhost", key: "kit" })).rejects.toThrow("нет");
    await expect(run("specification:unrecommend", { site: "localhost" })).rejects.toThrow("укажите --id или --key");
  });
});
