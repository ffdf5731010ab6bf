import { and, eq } from "drizzle-orm";
import { POST as addLines } from "@/app/api/v1/cart/lines/route";
import type { TCartLinesResponse } from "@/lib/contracts/cart";
import { getDb } from "@/lib/server/db/client";
import { companies, customProducts, products, users } from "@/lib/server/db/schema";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { throwawayCopyToken } from "../helpers/throwaway-buyer";
import { countRows, prepareProduct, pricedProducts, readCart, type TErrorBody } from "./order-fixtures";

type TAnswer = TCartLinesResponse & TErrorBody;

const post = (token: string, body: unknown, host?: string) => callRoute<TAnswer>(addLines, { path: "/api/v1/cart/lines", body, token, host });

async function companyId(name: string) {
  const site = await siteOf("localhost");
  const [row] = await getDb().select({ id: companies.id }).from(companies).where(and(eq(companies.siteId, site.id), eq(companies.name, name)));
  return row.id;
}

describe("POST /api/v1/cart/lines", () => {
  it("adds many lines at once, rounds amounts up to batch and multiplicity and says so in the summary", async () => {
    const [a, b, c] = await pricedProducts("localhost", "wholesale", 3, 20);
    await prepareProduct("localhost", a.id, { stock: [1000] });
    await prepareProduct("localhost", b.id, { stock: [1000], minimumBatch: 10, multiplicity: 5 });
    await prepareProduct("localhost", c.id, { stock: [1000], multiplicity: 4 });
    const token = await throwawayCopyToken("buyer@demo.test");
    const res = await post(token, { lines: [{ productId: a.id, amount: 3 }, { productId: b.id, amount: 7 }, { productId: c.id }, { productId: a.id, amount: 2 }] });
    expect(res.status).toBe(200);
    // The same product twice is one line that grew: 3 + 2.
    expect(res.json.productAmountMap).toEqual({ [String(a.id)]: 5, [String(b.id)]: 10, [String(c.id)]: 4 });
    expect(res.json.items).toHaveLength(3);
    expect(res.json.summary.added).toBe(4);
    expect(res.json.summary.skipped).toEqual([]);
    expect(res.json.summary.adjusted).toEqual([{ name: b.name, message: `Количество «${b.name}» изменено на 10 ${b.unit}: минимальная партия 10, кратность 5` }]);
    expect(res.json.adjusted).toBe(true);
    expect(res.json.message).toBe(res.json.summary.adjusted[0].message);
    // Once more: the lines grow instead of doubling up.
    const again = await post(token, { lines: [{ productId: b.id, amount: 1 }] });
    expect(again.json.productAmountMap[String(b.id)]).toBe(15);
    expect(again.json.items).toHaveLength(3);
  });

  it("puts the company's custom products in; a product withdrawn since the check is skipped and listed, the rest goes in", async () => {
    const site = await siteOf("localhost");
    const [buyer] = await getDb().select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.email, "buyer@demo.test")));
    const [own] = await getDb()
      .insert(customProducts)
      .values({ siteId: site.id, companyId: await companyId('ООО "Ромашка"'), userId: buyer.id, name: "Кронштейн из списка", unit: "шт", price: 5000 })
      .returning();
    const [withdrawn] = await getDb().insert(products).values({ siteId: site.id, article: "LINES-OFF-1", articleNorm: "linesoff1", name: "Снят после проверки", isActive: false, basePrice: 100 }).returning();
    const [p] = await pricedProducts("localhost", "wholesale", 1, 25);
    await prepareProduct("localhost", p.id, { stock: [10] });
    const token = await throwawayCopyToken("buyer@demo.test");
    const res = await post(token, { lines: [{ customProductId: own.id, amount: 2 }, { productId: withdrawn.id, amount: 1 }, { productId: p.id, amount: 1 }] });
    expect(res.status).toBe(200);
    expect(res.json.customProductAmountMap).toEqual({ [String(own.id)]: 2 });
    expect(res.json.productAmountMap).toEqual({ [String(p.id)]: 1 });
    expect(res.json.summary).toEqual({ added: 2, adjusted: [], skipped: [{ name: "Снят после проверки", reason: "Товар снят с продажи" }] });
  });

  it("refuses bad input with the field named and adds nothing", async () => {
    const token = await throwawayCopyToken("buyer@demo.test");
    const [p] = await pricedProducts("localhost", "wholesale", 1);
    const before = await countRows("cart_items");
    const cases: [unknown, string][] = [
      [{}, "lines"],
      [{ lines: [] }, "lines"],
      [{ lines: "ВА47-29 10" }, "lines"],
      [{ lines: [{ amount: 3 }] }, "lines.0.productId"],
      [{ lines: [{ productId: p.id, customProductId: 1 }] }, "lines.0.productId"],
      [{ lines: [{ productId: p.id, amount: 0 }] }, "lines.0.amount"],
      [{ lines: [{ productId: p.id, amount: 2.5 }] }, "lines.0.amount"],
      [{ lines: [{ productId: p.id, amount: 1 }, { productId: "x" }] }, "lines.1.productId"],
      [{ lines: Array.from({ length: 501 }, () => ({ productId: p.id, amount: 1 })) }, "lines"],
    ];
    for (const [body, field] of cases) {
      const res = await post(token, body);
      expect([res.status, Object.keys(res.json.errors ?? {})]).toEqual([400, expect.arrayContaining([field])]);
    }
    const limit = await post(token, { lines: Array.from({ length: 501 }, () => ({ productId: p.id, amount: 1 })) });
    expect(limit.json.errors?.lines).toEqual(["Не больше 500 позиций за один раз"]);
    expect(await countRows("cart_items")).toBe(before);
  });

  it("answers 404 for another company's custom product or an unknown / other site's product, and adds none of the lines", async () => {
    const site = await siteOf("localhost");
    const [buyer] = await getDb().select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.email, "buyer@demo.test")));
    const [foreignCustom] = await getDb()
      .insert(customProducts)
      .values({ siteId: site.id, companyId: await companyId('АО "Вектор"'), userId: buyer.id, name: "Чужой кронштейн", unit: "шт", price: 100 })
      .returning();
    const [p] = await pricedProducts("localhost", "wholesale", 1, 26);
    const [otherSite] = await pricedProducts("second.localhost", "retail", 1);
    const token = await throwawayCopyToken("buyer@demo.test");
    const before = await countRows("cart_items");
    const custom = await post(token, { lines: [{ productId: p.id, amount: 1 }, { customProductId: foreignCustom.id, amount: 1 }] });
    expect([custom.status, custom.json.message]).toEqual([404, "Пользовательский товар не найден"]);
    for (const productId of [999_999, otherSite.id]) {
      const res = await post(token, { lines: [{ productId: p.id, amount: 1 }, { productId, amount: 1 }] });
      expect([res.status, res.json.message]).toEqual([404, "Товар не найден"]);
    }
    expect(await countRows("cart_items")).toBe(before);
    expect((await readCart(token)).json.items).toEqual([]);
  });

  it("keeps sites apart: a visitor and another site's token get 401; the second site's buyer cannot add this site's products", async () => {
    const [demo] = await pricedProducts("localhost", "wholesale", 1);
    const [own] = await pricedProducts("second.localhost", "retail", 1);
    const body = { lines: [{ productId: demo.id, amount: 1 }] };
    expect((await post("", body)).status).toBe(401);
    expect((await post(await tokenFor("buyer@demo.test"), body, "second.localhost")).status).toBe(401);
    const second = await throwawayCopyToken("buyer@demo.test", "second.localhost");
    const before = await countRows("cart_items");
    const cross = await post(second, { lines: [{ productId: own.id, amount: 1 }, { productId: demo.id, amount: 1 }] }, "second.localhost");
    expect([cross.status, cross.json.message]).toEqual([404, "Товар не найден"]);
    expect(await countRows("cart_items")).toBe(before);
    await prepareProduct("second.localhost", own.id, { stock: [10] });
    const fine = await post(second, { lines: [{ productId: own.id, amount: 1 }] }, "second.localhost");
    expect(fine.status).toBe(200);
    expect(fine.json.productAmountMap).toEqual({ [String(own.id)]: 1 });
  });
});
