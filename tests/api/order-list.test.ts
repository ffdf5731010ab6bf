import { and, eq } from "drizzle-orm";
import { GET as getOrderRoute } from "@/app/api/v1/order/[id]/route";
import { GET as listItemsRoute } from "@/app/api/v1/order/item/route";
import { GET as listRoute } from "@/app/api/v1/order/route";
import { POST as setCompany } from "@/app/api/v1/user/set-company/route";
import type { TOrderDetail, TOrderItemsResponse, TOrderListResponse } from "@/lib/contracts/orders";
import { getDb } from "@/lib/server/db/client";
import { companies, orderDocuments, orders } from "@/lib/server/db/schema";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { orderOne, patchSite, prepareProduct, pricedProducts, type TErrorBody } from "./order-fixtures";

const list = (token: string, query: Record<string, string> = {}, host?: string) => callRoute<TOrderListResponse & TErrorBody>(listRoute, { path: "/api/v1/order", query, token, host });
const items = (token: string, query: Record<string, string> = {}) => callRoute<TOrderItemsResponse & TErrorBody>(listItemsRoute, { path: "/api/v1/order/item", query, token });
const detail = (token: string, id: number, host?: string) =>
  callRoute<TOrderDetail & TErrorBody>(getOrderRoute, { path: `/api/v1/order/${id}`, token, params: { id: String(id) }, host });

async function companyId(name: string, host = "localhost") {
  const site = await siteOf(host);
  const [row] = await getDb().select({ id: companies.id }).from(companies).where(and(eq(companies.siteId, site.id), eq(companies.name, name)));
  return row.id;
}

/** Orders placed once for the whole file: buyer ×3 in «Ромашка», multi ×1 in «Вектор», individual ×1. */
let romashkaOrders: TOrderDetail[] = [];
let vectorOrder: TOrderDetail;
let individualOrder: TOrderDetail;
let productNames: string[] = [];

beforeAll(async () => {
  const list = await pricedProducts("localhost", "retail", 5, 5);
  for (const p of list) await prepareProduct("localhost", p.id, { stock: [1000] });
  productNames = list.map((p) => p.name);
  const buyer = await tokenFor("buyer@demo.test");
  romashkaOrders = [await orderOne(buyer, list[0].id, 1), await orderOne(buyer, list[1].id, 2), await orderOne(buyer, list[2].id, 30)];
  const multi = await tokenFor("multi@demo.test");
  await callRoute(setCompany, { path: "/api/v1/user/set-company", body: { id: await companyId('АО "Вектор"') }, token: multi });
  vectorOrder = await orderOne(multi, list[3].id, 3);
  await callRoute(setCompany, { path: "/api/v1/user/set-company", body: { id: await companyId('ООО "Ромашка"') }, token: multi });
  individualOrder = await orderOne(await tokenFor("individual@demo.test"), list[4].id, 1);
});

describe("GET /api/v1/order", () => {
  it("lists the company's orders newest first with the columns of the spec", async () => {
    const res = await list(await tokenFor("admin@demo.test"));
    expect(res.status).toBe(200);
    expect(res.json.items.map((o) => o.id)).toEqual(romashkaOrders.map((o) => o.id).reverse());
    expect(res.json.meta).toEqual({ currentPage: 1, pageCount: 1, totalCount: 3, perPage: 20 });
    const [newest] = res.json.items;
    expect(Object.keys(newest).sort()).toEqual(
      ["id", "name", "status", "statusName", "created", "updated", "positionsCount", "totalPrice", "author", "company", "comment", "address", "deliveryType", "reservedUntil"].sort(),
    );
    expect(newest).toMatchObject({ status: "confirmed", positionsCount: 1, company: { name: 'ООО "Ромашка"' }, author: { name: "Петров Иван" } });
  });

  it("shows a buyer of several companies all of them where the site allows it, else only the active one", async () => {
    const token = await tokenFor("multi@demo.test");
    const all = await list(token);
    expect(all.json.items.map((o) => o.id).sort()).toEqual([...romashkaOrders.map((o) => o.id), vectorOrder.id].sort());
    const onlyVector = await list(token, { companyId: String(vectorOrder.company.id) });
    expect(onlyVector.json.items.map((o) => o.id)).toEqual([vectorOrder.id]);
    expect((await detail(token, vectorOrder.id)).status).toBe(200);

    await patchSite("localhost", { settings: { isAllowedViewOrdersOfAllCompanies: false } });
    try {
      const active = await list(token);
      expect(active.json.items.map((o) => o.id).sort()).toEqual(romashkaOrders.map((o) => o.id).sort());
      expect((await list(token, { companyId: String(vectorOrder.company.id) })).json.items).toEqual([]);
      const hidden = await detail(token, vectorOrder.id);
      expect(hidden.status).toBe(404);
      expect(hidden.json.message).toBe("Заказ не существует.");
    } finally {
      await patchSite("localhost", { settings: { isAllowedViewOrdersOfAllCompanies: true } });
    }
  });

  it("filters by status, keyword, dates and delivery type; sorts; pages", async () => {
    const token = await tokenFor("buyer@demo.test");
    const [first, second, third] = romashkaOrders;
    await getDb().update(orders).set({ status: "completed" }).where(eq(orders.id, first.id));
    await getDb().update(orders).set({ createdAt: new Date("2026-01-15T10:00:00Z") }).where(eq(orders.id, second.id));

    expect((await list(token, { status: "completed" })).json.items.map((o) => o.id)).toEqual([first.id]);
    expect((await list(token, { status: "confirmed,completed" })).json.meta.totalCount).toBe(3);
    expect((await list(token, { keyword: productNames[2].slice(0, 12) })).json.items.map((o) => o.id)).toEqual([third.id]);
    expect((await list(token, { keyword: String(second.id) })).json.items.map((o) => o.id)).toContain(second.id);
    expect((await list(token, { createdFrom: "2026-01-15", createdTo: "2026-01-15" })).json.items.map((o) => o.id)).toEqual([second.id]);
    expect((await list(token, { createdTo: "2026-01-14" })).json.items).toEqual([]);
    expect((await list(token, { deliveryType: "delivery" })).json.items).toEqual([]);

    const byTotal = await list(token, { sort: "-totalPrice" });
    const totals = byTotal.json.items.map((o) => Number(o.totalPrice));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect((await list(token, { sort: "created" })).json.items[0].id).toBe(second.id);

    const page2 = await list(token, { "per-page": "2", page: "2" });
    expect(page2.json.meta).toEqual({ currentPage: 2, pageCount: 2, totalCount: 3, perPage: 2 });
    expect(page2.json.items).toHaveLength(1);
  });

  it("rejects bad filters with field errors", async () => {
    const token = await tokenFor("buyer@demo.test");
    for (const [query, field] of [
      [{ status: "lost" }, "status"],
      [{ sort: "price" }, "sort"],
      [{ createdFrom: "15.01.2026" }, "createdFrom"],
      [{ page: "0" }, "page"],
      [{ "per-page": "1000" }, "per-page"],
      [{ deliveryType: "air" }, "deliveryType"],
    ] as const) {
      const res = await list(token, query);
      expect(res.status).toBe(400);
      expect(res.json.errors?.[field]).toBeDefined();
    }
  });

  it("answers visitors 401 and keeps sites apart", async () => {
    expect((await list("")).status).toBe(401);
    expect((await list(await tokenFor("buyer@demo.test"), {}, "second.localhost")).status).toBe(401);
    const other = await list(await tokenFor("buyer@demo.test", "second.localhost"), {}, "second.localhost");
    expect(other.status).toBe(200);
    expect(other.json.items).toEqual([]);
  });
});

describe("GET /api/v1/order/{id}", () => {
  it("shows lines, status history, documents with their states, and the actions the flags allow", async () => {
    const [order] = romashkaOrders;
    const [doc] = (await detail(await tokenFor("buyer@demo.test"), order.id)).json.documents;
    const res = await detail(await tokenFor("manager@demo.test"), order.id);
    expect(res.status).toBe(200);
    expect(res.json.items).toHaveLength(1);
    expect(res.json.items[0].product).toMatchObject({ id: order.items[0].productId, image: `/media/product/${order.items[0].productId}.svg` });
    expect(res.json.events.map((e) => e.status)).toEqual(["confirmed"]);
    expect(res.json.actions).toEqual({ repeat: true, cancel: false });

    const past = new Date(Date.now() - 86_400_000);
    await getDb().update(orderDocuments).set({ validUntil: past }).where(eq(orderDocuments.id, doc.id));
    expect((await detail(await tokenFor("buyer@demo.test"), order.id)).json.documents[0].state).toBe("expired");
    await getDb().update(orderDocuments).set({ validUntil: new Date(Date.now() + 86_400_000), paymentDueAt: past }).where(eq(orderDocuments.id, doc.id));
    expect((await detail(await tokenFor("buyer@demo.test"), order.id)).json.documents[0].state).toBe("payment-overdue");
    await getDb().update(orderDocuments).set({ paidAt: new Date() }).where(eq(orderDocuments.id, doc.id));
    expect((await detail(await tokenFor("buyer@demo.test"), order.id)).json.documents[0].state).toBe("paid");
  });

  it("answers 'Заказ не существует.' (404) for a missing, another company's or another site's order", async () => {
    const token = await tokenFor("buyer@demo.test");
    for (const id of [999_999, individualOrder.id, vectorOrder.id]) {
      const res = await detail(token, id);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("Заказ не существует.");
    }
    const secondSite = await detail(await tokenFor("buyer@demo.test", "second.localhost"), romashkaOrders[0].id, "second.localhost");
    expect(secondSite.status).toBe(404);
    expect((await detail(token, 0)).status).toBe(400);
    const english = await callRoute<TErrorBody>(getOrderRoute, { path: "/api/v1/order/999999", token, params: { id: "999999" }, headers: { "accept-language": "en" } });
    expect(english.json.message).toBe("The order does not exist.");
  });
});

describe("GET /api/v1/order/item", () => {
  it("lists ordered lines of all visible orders, and with scope=current only of orders in progress", async () => {
    const token = await tokenFor("buyer@demo.test");
    const all = await items(token);
    expect(all.status).toBe(200);
    expect(all.json.meta.totalCount).toBe(3);
    expect(all.json.items[0]).toMatchObject({ orderId: expect.any(Number), orderName: expect.stringMatching(/^Заказ № \d+$/), type: "product" });
    // The first order was completed in the filter test above.
    const current = await items(token, { scope: "current" });
    expect(current.json.items.map((i) => i.orderId).sort()).toEqual([romashkaOrders[1].id, romashkaOrders[2].id].sort());
    const found = await items(token, { keyword: productNames[1].slice(0, 12) });
    expect(found.json.items.map((i) => i.orderId)).toEqual([romashkaOrders[1].id]);
    expect((await items(token, { scope: "past" })).status).toBe(400);
    expect((await items(await tokenFor("individual@demo.test"))).json.items.map((i) => i.orderId)).toEqual([individualOrder.id]);
  });
});
