import { and, eq } from "drizzle-orm";
import { POST as eventRoute } from "@/app/api/v2/analytics/event/route";
import { getDb } from "@/lib/server/db/client";
import { analyticsEvents, users } from "@/lib/server/db/schema";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { countRows, orderOne, prepareProduct, pricedProducts, type TErrorBody } from "./order-fixtures";

const send = (body: unknown, extra: { token?: string; host?: string; headers?: Record<string, string> } = {}) =>
  callRoute<TErrorBody & { success?: boolean }>(eventRoute, { path: "/api/v2/analytics/event", body, ...extra });

describe("POST /api/v2/analytics/event", () => {
  it("stores the known event types from visitors and buyers, with the user and User-Uuid", async () => {
    const site = await siteOf("localhost");
    const uuid = "0b7f0a52-6a3b-4f5e-9d8c-1a2b3c4d5e6f";
    const cases = [
      { type: "SEARCH_EVENT", data: { searchTerm: "кабель ввгнг", originalSearchTerm: "rf,tkm", pageNumber: 1 } },
      { type: "SEARCH_EVENT", data: { categoryId: 17 } },
      { type: "CATEGORY_VIEW", data: { categoryId: 17, listId: "catalog" } },
      { type: "PRODUCT_VIEW", data: { products: [{ id: 5, name: "Автомат", price: "123.45" }], source: "dialog" } },
      { type: "HOME_PAGE_VIEW", data: {} },
      { type: "CATALOG_LIST_VIEW", data: { products: [{ id: 1, position: 0 }], pageNumber: 2 } },
    ];
    for (const body of cases) {
      const res = await send(body, { headers: { "user-uuid": uuid } });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: true });
    }
    const stored = await getDb().select().from(analyticsEvents).where(and(eq(analyticsEvents.siteId, site.id), eq(analyticsEvents.userUuid, uuid)));
    expect(stored.map((e) => e.type).sort()).toEqual(cases.map((c) => c.type).sort());
    expect(stored.find((e) => e.type === "SEARCH_EVENT" && e.data.searchTerm)?.data).toEqual({ searchTerm: "кабель ввгнг", originalSearchTerm: "rf,tkm", pageNumber: 1 });

    const token = await tokenFor("buyer@demo.test");
    expect((await send({ type: "HOME_PAGE_VIEW" }, { token })).status).toBe(200);
    const [buyer] = await getDb().select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.email, "buyer@demo.test")));
    const mine = await getDb().select().from(analyticsEvents).where(and(eq(analyticsEvents.siteId, site.id), eq(analyticsEvents.userId, buyer.id)));
    expect(mine.map((e) => e.type)).toEqual(["HOME_PAGE_VIEW"]);
  });

  it("rejects unknown types and events missing what their type needs, storing nothing", async () => {
    const before = await countRows("analytics_events");
    const cases: [unknown, string][] = [
      [{ type: "CLICK", data: {} }, "type"],
      [{ type: "list_view", data: {} }, "type"],
      [{ data: {} }, "type"],
      [{ type: "SEARCH_EVENT", data: {} }, "data.searchTerm"],
      [{ type: "CATEGORY_VIEW", data: {} }, "data.categoryId"],
      [{ type: "PRODUCT_VIEW", data: { products: [] } }, "data.products"],
      [{ type: "ORDER_SUCCESS", data: { items: [{ id: 1 }] } }, "data.orderId"],
      [{ type: "HOME_PAGE_VIEW", data: { pageNumber: "два" } }, "data.pageNumber"],
      [{ type: "HOME_PAGE_VIEW", data: { location: "x".repeat(2001) } }, "data.location"],
    ];
    for (const [body, field] of cases) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.json.errors?.[field]).toBeDefined();
    }
    expect(await countRows("analytics_events")).toBe(before);
  });

  it("keeps ORDER_SUCCESS to one event per order: the placement wrote it, a client copy adds nothing", async () => {
    const site = await siteOf("localhost");
    const [p] = await pricedProducts("localhost", "retail", 1, 10);
    await prepareProduct("localhost", p.id, { stock: [10] });
    const token = await tokenFor("buyer@demo.test");
    const order = await orderOne(token, p.id, 1);
    const body = { type: "ORDER_SUCCESS", data: { orderId: order.id, items: [{ id: p.id, amount: 1 }] } };
    expect((await send(body)).status).toBe(401);
    expect((await send(body, { token: await tokenFor("individual@demo.test") })).status).toBe(404);
    expect((await send(body, { token })).status).toBe(200);
    const events = await getDb().select().from(analyticsEvents).where(and(eq(analyticsEvents.siteId, site.id), eq(analyticsEvents.type, "ORDER_SUCCESS"), eq(analyticsEvents.orderId, order.id)));
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ orderId: order.id, items: [expect.objectContaining({ productId: p.id, amount: 1 })] });
  });

  it("answers an unknown host 404 and a foreign token 401", async () => {
    expect((await send({ type: "HOME_PAGE_VIEW" }, { host: "nowhere.localhost" })).status).toBe(404);
    expect((await send({ type: "HOME_PAGE_VIEW" }, { host: "second.localhost", token: await tokenFor("buyer@demo.test") })).status).toBe(401);
  });
});
