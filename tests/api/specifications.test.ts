// The specification calls (docs/api.md «Specifications»): the lifecycle of one specification, its lines
// with the cart's amount rules and flags, the lists, and bad input that changes nothing.
import { eq, sql } from "drizzle-orm";
import { ZSpecification, ZSpecificationChangeResponse, ZSpecificationListResponse } from "@/lib/contracts/specifications";
import { getDb } from "@/lib/server/db/client";
import { products } from "@/lib/server/db/schema";
import { tokenFor } from "../helpers/call-route";
import { countRows, prepareProduct, pricedProducts, rub } from "./order-fixtures";
import {
  addLines,
  archiveSpec,
  copySpec,
  createSpec,
  deleteArchive,
  deleteLine,
  deleteSpec,
  getSpec,
  listSpecs,
  patchSpec,
  putLine,
  restoreSpec,
} from "./specification-fixtures";

let buyer: string;
beforeAll(async () => {
  buyer = await tokenFor("buyer@demo.test");
});

describe("a specification's lifecycle", () => {
  it("create → lines → rename → share → archive → 409 on edit → restore → archive → delete", async () => {
    const [p, q] = await pricedProducts("localhost", "wholesale", 2, 100);
    await prepareProduct("localhost", p.id, { stock: [500], minimumBatch: 10, multiplicity: 5 });
    await prepareProduct("localhost", q.id, { stock: [3] });

    const created = await createSpec(buyer, { name: "  Щит ЩР-1, объект Полевая 7 ", description: "Смета от 12.11", lines: [{ productId: p.id, amount: 12 }] });
    expect(created.status).toBe(201);
    expect(ZSpecificationChangeResponse.parse(created.json)).toBeTruthy();
    const spec = created.json;
    expect(spec).toMatchObject({ kind: "buyer", status: "active", shared: false, canEdit: true, name: "Щит ЩР-1, объект Полевая 7", description: "Смета от 12.11" });
    expect(spec.author?.name).toBeTruthy();
    expect(spec.company?.name).toBeTruthy();
    // 12 rounded up to the minimum batch 10 and multiplicity 5: 15, with the cart's notice.
    expect(spec.items).toHaveLength(1);
    expect(spec.items[0]).toMatchObject({ type: "product", productId: p.id, amount: 15, price: rub(p.price), total: rub(p.price * 15), state: "ok", minimumBatch: 10, multiplicity: 5 });
    expect(spec.adjusted).toBe(true);
    expect(spec.message).toContain("изменено на 15");
    expect(spec.totals).toEqual({ positionsCount: 1, totalPrice: rub(p.price * 15), vatAmount: spec.items[0].vatAmount });

    // Lines: a new product without an amount gets the smallest valid one; the same product grows.
    const added = await addLines(buyer, spec.id, { lines: [{ productId: q.id }, { productId: p.id, amount: 5 }] });
    expect(added.status).toBe(200);
    expect(added.json.adjusted).toBe(false);
    const byProduct = new Map(added.json.items.map((i) => [i.productId, i]));
    expect(byProduct.get(p.id)?.amount).toBe(20);
    expect(byProduct.get(q.id)).toMatchObject({ amount: 1, state: "ok", availableQuantity: 3 });
    expect(added.json.items.map((i) => i.productId)).toEqual([p.id, q.id]);
    expect(added.json.totals.totalPrice).toBe(rub(p.price * 20 + q.price));

    // An amount over the stock keeps the line, flagged as the cart flags it.
    const qLine = byProduct.get(q.id)?.id as number;
    const more = await putLine(buyer, spec.id, qLine, { amount: 7 });
    expect(more.status).toBe(200);
    expect(more.json.items.find((i) => i.id === qLine)).toMatchObject({ amount: 7, state: "not-enough-stock", message: "В наличии только 3 шт" });
    const rounded = await putLine(buyer, spec.id, byProduct.get(p.id)?.id as number, { amount: 21 });
    expect(rounded.json.items[0].amount).toBe(25);
    expect(rounded.json).toMatchObject({ adjusted: true });

    const renamed = await patchSpec(buyer, spec.id, { name: "Щит ЩР-2", description: "" });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ name: "Щит ЩР-2", description: "", shared: false });
    expect(Date.parse(renamed.json.updated)).toBeGreaterThanOrEqual(Date.parse(spec.updated));
    const shared = await patchSpec(buyer, spec.id, { shared: true });
    expect(shared.json.shared).toBe(true);

    const removed = await deleteLine(buyer, spec.id, qLine);
    expect(removed.status).toBe(200);
    expect(removed.json.items.map((i) => i.productId)).toEqual([p.id]);
    expect((await deleteLine(buyer, spec.id, qLine)).json.message).toBe("Позиция спецификации не найдена");

    // Archived: still readable, not changeable until restored; only then it can be deleted.
    const archived = await archiveSpec(buyer, spec.id);
    expect(archived.status).toBe(200);
    expect(archived.json.status).toBe("archived");
    for (const res of [
      await patchSpec(buyer, spec.id, { name: "Нельзя" }),
      await addLines(buyer, spec.id, { lines: [{ productId: q.id }] }),
      await putLine(buyer, spec.id, archived.json.items[0].id, { amount: 30 }),
      await deleteLine(buyer, spec.id, archived.json.items[0].id),
    ]) {
      expect(res.status).toBe(409);
      expect(res.json.message).toBe("Спецификация в архиве: восстановите её, чтобы изменить");
    }
    expect((await archiveSpec(buyer, spec.id)).status).toBe(409);
    expect((await getSpec(buyer, spec.id)).json).toMatchObject({ name: "Щит ЩР-2", status: "archived" });
    expect((await listSpecs(buyer, { list: "archive" })).json.items.map((i) => i.id)).toContain(spec.id);
    expect((await listSpecs(buyer, { list: "mine" })).json.items.map((i) => i.id)).not.toContain(spec.id);

    const restored = await restoreSpec(buyer, spec.id);
    expect(restored.json.status).toBe("active");
    expect((await restoreSpec(buyer, spec.id)).status).toBe(409);
    const active = await deleteSpec(buyer, spec.id);
    expect(active.status).toBe(409);
    expect(active.json.message).toBe("Удалить можно только спецификацию из архива");

    await archiveSpec(buyer, spec.id);
    // Retried with the same X-Request-Id, the deletion answers its 204 again (replayed), not 404.
    const headers = { "x-request-id": `delete-spec-${spec.id}` };
    const deleted = await deleteSpec(buyer, spec.id, { headers });
    expect(deleted.status).toBe(204);
    const replayed = await deleteSpec(buyer, spec.id, { headers });
    expect([replayed.status, replayed.headers.get("idempotent-replayed")]).toEqual([204, "true"]);
    expect((await getSpec(buyer, spec.id)).status).toBe(404);
    expect(await countRows("specification_lines", `specification_id = ${spec.id}`)).toBe(0);
  });

  it("copies a specification as a new, unshared one of mine with the lines as they were", async () => {
    const [p] = await pricedProducts("localhost", "wholesale", 1, 110);
    const original = (await createSpec(buyer, { name: "Оригинал", shared: true, lines: [{ productId: p.id, amount: 3 }] })).json;
    const copy = await copySpec(buyer, original.id, {});
    expect(copy.status).toBe(201);
    expect(copy.json).toMatchObject({ name: "Оригинал (копия)", shared: false, status: "active", kind: "buyer", canEdit: true });
    expect(copy.json.id).not.toBe(original.id);
    expect(copy.json.items.map((i) => [i.productId, i.amount])).toEqual([[p.id, 3]]);
    const named = await copySpec(buyer, original.id, { name: "Объект 2" });
    expect(named.json.name).toBe("Объект 2");
    // A copy of a name at the limit still fits it.
    const long = (await createSpec(buyer, { name: "Я".repeat(200) })).json;
    const longCopy = await copySpec(buyer, long.id);
    expect(longCopy.status).toBe(201);
    expect(longCopy.json.name.length).toBeLessThanOrEqual(200);
    expect(longCopy.json.name.endsWith(" (копия)")).toBe(true);
  });

  it("keeps a withdrawn product's line, flagged missing with its name, out of the totals", async () => {
    const [p, q] = await pricedProducts("localhost", "wholesale", 2, 120);
    await prepareProduct("localhost", p.id, { stock: [100] });
    await prepareProduct("localhost", q.id, { stock: [100] });
    const spec = (await createSpec(buyer, { name: "С выбывшим", lines: [{ productId: p.id, amount: 2 }, { productId: q.id, amount: 1 }] })).json;
    await getDb().update(products).set({ isActive: false }).where(eq(products.id, p.id));
    const read = await getSpec(buyer, spec.id);
    expect(ZSpecification.parse(read.json)).toBeTruthy();
    expect(read.json.items[0]).toMatchObject({ productId: p.id, name: p.name, state: "missing", message: "Товар больше недоступен", price: null, total: "0.00" });
    expect(read.json.totals).toMatchObject({ positionsCount: 2, totalPrice: rub(q.price) });
    // The withdrawn product cannot be added again.
    const again = await addLines(buyer, spec.id, { lines: [{ productId: p.id }] });
    expect(again.status).toBe(404);
    expect(again.json.message).toBe("Товар не найден");
    // Deleted from the catalogue outright: the line keeps the name it was added with.
    await getDb().delete(products).where(eq(products.id, p.id));
    expect((await getSpec(buyer, spec.id)).json.items[0]).toMatchObject({ productId: null, name: p.name, unit: p.unit, state: "missing" });
  });
});

describe("the lists", () => {
  it("mine, company, recommended and archive, newest change first, filtered by name, paged", async () => {
    const admin = await tokenFor("admin@demo.test");
    const a = (await createSpec(buyer, { name: "Список Альфа" })).json;
    const b = (await createSpec(buyer, { name: "Список Бета", shared: true })).json;
    const c = (await createSpec(admin, { name: "Список Гамма администратора", shared: true })).json;
    const d = (await createSpec(admin, { name: "Список Дельта администратора" })).json;
    await patchSpec(buyer, a.id, { description: "тронут последним" });

    const mine = await listSpecs(buyer, { list: "mine", q: "список", "per-page": "100" });
    expect(mine.status).toBe(200);
    expect(ZSpecificationListResponse.parse(mine.json)).toBeTruthy();
    const mineIds = mine.json.items.map((i) => i.id);
    expect(mineIds.slice(0, 2)).toEqual([a.id, b.id]);
    expect(mineIds).not.toContain(c.id);

    const company = (await listSpecs(buyer, { list: "company", q: "СПИСОК" })).json.items.map((i) => i.id);
    expect(company).toEqual(expect.arrayContaining([b.id, c.id]));
    expect(company).not.toContain(a.id);
    expect(company).not.toContain(d.id);

    const paged = await listSpecs(buyer, { list: "mine", q: "Список", "per-page": "1", page: "2" });
    expect(paged.json.items.map((i) => i.id)).toEqual([b.id]);
    expect(paged.json.meta).toMatchObject({ currentPage: 2, perPage: 1 });
    expect(paged.json.meta.totalCount).toBeGreaterThanOrEqual(2);
    expect((await listSpecs(buyer, { q: "Бета" })).json.items.map((i) => i.id)).toEqual([b.id]);
    expect((await listSpecs(buyer, { q: "100%_" })).json.items).toEqual([]);

    const recommended = (await listSpecs(buyer, { list: "recommended" })).json.items;
    expect(recommended.length).toBeGreaterThanOrEqual(1);
    expect(recommended[0]).toMatchObject({ kind: "recommended", canEdit: false, author: null, company: null });
    expect(recommended[0].positionsCount).toBeGreaterThan(0);
    expect(Number(recommended[0].totalPrice)).toBeGreaterThan(0);

    await archiveSpec(buyer, a.id);
    await archiveSpec(admin, d.id);
    await archiveSpec(admin, c.id);
    // The archive lists what I may edit: mine; the admin's shared one shows in the admin's archive, not the buyer's.
    const buyerArchive = (await listSpecs(buyer, { list: "archive" })).json.items.map((i) => i.id);
    expect(buyerArchive).toContain(a.id);
    expect(buyerArchive).not.toContain(c.id);
    expect(buyerArchive).not.toContain(d.id);

    // Delete all of the archive: mine only; the administrator's stay.
    const cleared = await deleteArchive(buyer);
    expect(cleared.status).toBe(200);
    expect(cleared.json.deleted).toBe(buyerArchive.length);
    expect((await listSpecs(buyer, { list: "archive" })).json.items).toEqual([]);
    expect((await getSpec(admin, d.id)).status).toBe(200);
    expect((await deleteArchive(buyer)).json.deleted).toBe(0);
  });
});

describe("bad input is a 400 that changes nothing", () => {
  it("names, amounts, line counts, lists, unknown products", async () => {
    const [p] = await pricedProducts("localhost", "wholesale", 1, 130);
    const before = await countRows("specifications");
    const bad: [unknown, string][] = [
      [{ name: "" }, "name"],
      [{ name: "   " }, "name"],
      [{ name: "Я".repeat(201) }, "name"],
      [{ name: "Ок", description: "д".repeat(2001) }, "description"],
      [{ name: "Ок", shared: "yes" }, "shared"],
      [{ name: "Ок", lines: [{ productId: p.id, amount: 0 }] }, "lines.0.amount"],
      [{ name: "Ок", lines: [{ productId: p.id, amount: -1 }] }, "lines.0.amount"],
      [{ name: "Ок", lines: [{ productId: p.id, amount: 1.5 }] }, "lines.0.amount"],
      [{ name: "Ок", lines: [{ productId: p.id, amount: "десять" }] }, "lines.0.amount"],
      [{ name: "Ок", lines: [{ amount: 1 }] }, "lines.0.productId"],
      [{ name: "Ок", lines: Array.from({ length: 501 }, (_, i) => ({ productId: i + 1 })) }, "lines"],
    ];
    for (const [body, field] of bad) {
      const res = await createSpec(buyer, body);
      expect([res.status, Object.keys(res.json.errors ?? {})]).toEqual([400, expect.arrayContaining([field])]);
    }
    const unknown = await createSpec(buyer, { name: "Ок", lines: [{ productId: p.id }, { productId: 999_999 }] });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Товар не найден");
    expect(await countRows("specifications")).toBe(before);

    const spec = (await createSpec(buyer, { name: "Для плохих вводов", lines: [{ productId: p.id, amount: 1 }] })).json;
    const line = spec.items[0].id;
    for (const amount of [0, -1, 1.5, "10", null, 1_000_001]) expect((await putLine(buyer, spec.id, line, { amount })).status).toBe(400);
    expect((await addLines(buyer, spec.id, { lines: [] })).status).toBe(400);
    expect((await addLines(buyer, spec.id, {})).status).toBe(400);
    expect((await patchSpec(buyer, spec.id, { name: "" })).status).toBe(400);
    expect((await listSpecs(buyer, { list: "всё" })).json.errors?.list).toBeTruthy();
    expect((await getSpec(buyer, spec.id)).json).toMatchObject({ name: "Для плохих вводов", items: [{ amount: 1 }] });
    expect((await putLine(buyer, spec.id, 999_999, { amount: 2 })).json.message).toBe("Позиция спецификации не найдена");
  });

  it("a specification holds at most 500 lines", async () => {
    const many = await pricedProducts("localhost", "wholesale", 201);
    const spec = (await createSpec(buyer, { name: "Большая", lines: many.slice(0, 200).map((p) => ({ productId: p.id })) })).json;
    expect(spec.items).toHaveLength(200);
    // The seed's catalogue has fewer than 500 products: the limit is lowered by filling the table directly.
    await getDb().execute(
      sql.raw(`INSERT INTO specification_lines (site_id, specification_id, kind, name, unit, amount, position)
       SELECT site_id, ${spec.id}, 'product', 'Снятый товар ' || g, 'шт', 1, 1000 + g FROM specifications, generate_series(1, 300) g WHERE id = ${spec.id}`),
    );
    const over = await addLines(buyer, spec.id, { lines: [{ productId: many[200].id }] });
    expect(over.status).toBe(400);
    expect(over.json.message).toBe("В спецификации может быть не больше 500 позиций");
    expect(await countRows("specification_lines", `specification_id = ${spec.id}`)).toBe(500);
  });

  it("needs a sign-in and an active company", async () => {
    expect((await listSpecs("")).status).toBe(401);
    expect((await createSpec("", { name: "x" })).status).toBe(401);
  });
});
