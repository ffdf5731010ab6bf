import fs from "node:fs";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import { DELETE as clearCartRoute } from "@/app/api/v1/cart/route";
import { POST as selection } from "@/app/api/v1/cart/selection/route";
import { GET as getOrderRoute } from "@/app/api/v1/order/[id]/route";
import { POST as exportEmailRoute } from "@/app/api/v1/order/export-email/route";
import { POST as exportRoute } from "@/app/api/v1/order/export/route";
import { GET as listOrdersRoute } from "@/app/api/v1/order/route";
import { POST as createCustom } from "@/app/api/v1/product-custom/route";
import type { TCustomProduct } from "@/lib/contracts/catalog-calls";
import type { TOrderDetail, TOrderListResponse } from "@/lib/contracts/orders";
import { getDb } from "@/lib/server/db/client";
import { orderDocuments, orderReservations, orders, outbox } from "@/lib/server/db/schema";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { addToCart, countRows, placeOrder, prepareProduct, pricedProducts, readCart, rub, stockOf, warehousesOf } from "./order-fixtures";

/**
 * The buyer's own (custom) products travel with the order as their list: the seller's total, VAT,
 * invoice, exports and reservation are the catalogue lines' only (issue 24, defect 6).
 */
describe("an order with a catalogue line and a custom line", () => {
  let token: string;
  let order: TOrderDetail;
  let catalogueTotal: number;
  let catalogueVat: string;
  let productId: number;

  beforeAll(async () => {
    token = await tokenFor("buyer@demo.test");
    await callRoute(clearCartRoute, { path: "/api/v1/cart", method: "DELETE", token });
    const [product] = await pricedProducts("localhost", "wholesale", 1, 40);
    productId = product.id;
    await prepareProduct("localhost", product.id, { stock: [10] });
    const custom = await callRoute<TCustomProduct>(createCustom, { path: "/api/v1/product-custom", body: { name: "Кронштейн по чертежу", article: "KR-77", price: "123.45" }, token });
    expect(custom.status).toBe(201);
    await addToCart(token, { productId: product.id, amount: 2 });
    const cart = await addToCart(token, { customProductId: custom.json.id, amount: 3 });
    catalogueTotal = product.price * 2;
    catalogueVat = cart.json.items.find((i) => i.productId === product.id)?.vatAmount ?? "";

    // Before checkout: the total to pay, VAT and free-delivery progress are the catalogue line's.
    expect(cart.json.totals).toMatchObject({ itemsTotalPrice: rub(catalogueTotal), customItemsTotalPrice: "370.35", totalPrice: rub(catalogueTotal), vatAmount: catalogueVat });

    const [warehouse] = await warehousesOf("localhost");
    const placed = await placeOrder(token, { deliveryType: "pickup", warehouseId: warehouse.id, acceptOfferConditions: true });
    expect(placed.status).toBe(200);
    order = placed.json.order;
  });

  it("totals the catalogue line as the order's total and the custom line apart; the invoice is the catalogue's", async () => {
    expect(order).toMatchObject({ totalPrice: rub(catalogueTotal), orderItemsTotalPrice: rub(catalogueTotal), orderCustomItemsTotalPrice: "370.35", vatAmount: catalogueVat, positionsCount: 2 });
    expect(order.items.map((i) => [i.type, i.total])).toEqual([
      ["product", rub(catalogueTotal)],
      ["custom", "370.35"],
    ]);
    expect(order.documents).toHaveLength(1);
    expect(order.documents[0]).toMatchObject({ kind: "invoice", name: `Счёт на оплату № ${order.id}`, total: rub(catalogueTotal) });

    const read = await callRoute<TOrderDetail>(getOrderRoute, { path: `/api/v1/order/${order.id}`, token, params: { id: String(order.id) } });
    expect(read.json).toMatchObject({ totalPrice: rub(catalogueTotal), orderCustomItemsTotalPrice: "370.35", vatAmount: catalogueVat });
    expect(read.json.documents[0].total).toBe(rub(catalogueTotal));

    const list = await callRoute<TOrderListResponse>(listOrdersRoute, { path: "/api/v1/order", token });
    expect(list.json.items.find((o) => o.id === order.id)?.totalPrice).toBe(rub(catalogueTotal));
  });

  it("reserves the catalogue line only", async () => {
    const site = await siteOf("localhost");
    const reservations = await getDb().select().from(orderReservations).where(and(eq(orderReservations.siteId, site.id), eq(orderReservations.orderId, order.id)));
    expect(reservations.map((r) => [r.productId, r.amount])).toEqual([[productId, 2]]);
    expect(await stockOf("localhost", productId)).toMatchObject({ quantity: 10, reserved: 2 });
  });

  it("exports the catalogue total as the order's total and the custom lines with their own total (CSV and mail)", async () => {
    const response = await exportRoute(
      new Request("http://localhost/api/v1/order/export", { method: "POST", headers: { host: "localhost", authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ ids: [order.id], format: "csv" }) }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    const rows = (await response.text()).replace(/^\ufeff/, "").trim().split("\r\n");
    // header, catalogue line, order total, custom line, custom total
    expect(rows).toHaveLength(5);
    expect(rows[2]).toContain(`;Итого по заказу;;1;;${rub(catalogueTotal).replace(".", ",")};${catalogueVat.replace(".", ",")}`);
    expect(rows[3]).toContain(";Кронштейн по чертежу;");
    expect(rows[4]).toContain(";Свои товары (не входят в заказ);;1;;370,35;");

    const site = await siteOf("localhost");
    expect((await callRoute(exportEmailRoute, { path: "/api/v1/order/export-email", body: { ids: [order.id] }, token })).status).toBe(200);
    const [mail] = await getDb().select().from(outbox).where(and(eq(outbox.siteId, site.id), eq(outbox.recipient, "buyer@demo.test"))).orderBy(desc(outbox.id)).limit(1);
    expect(mail.body).toContain("Итого свои товары: 370,35");
    expect(mail.body.indexOf("Итого по заказу")).toBeLessThan(mail.body.indexOf("Кронштейн по чертежу"));
  });

  it("migration 0012 corrects an order stored with the custom lines in its total, VAT and invoice", async () => {
    const site = await siteOf("localhost");
    const db = getDb();
    // As placement stored it before: everything added up.
    await db.update(orders).set({ total: sql`items_total + custom_items_total`, vatTotal: sql`vat_total + 6173` }).where(eq(orders.id, order.id));
    await db.update(orderDocuments).set({ total: sql`total + 37035` }).where(and(eq(orderDocuments.siteId, site.id), eq(orderDocuments.orderId, order.id)));
    const read = () => callRoute<TOrderDetail>(getOrderRoute, { path: `/api/v1/order/${order.id}`, token, params: { id: String(order.id) } });
    expect((await read()).json.totalPrice).not.toBe(rub(catalogueTotal));

    const file = path.resolve(__dirname, "../../lib/server/db/migrations/0012_order_custom_lines_apart.sql");
    for (const statement of fs.readFileSync(file, "utf8").split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    const fixed = (await read()).json;
    expect(fixed).toMatchObject({ totalPrice: rub(catalogueTotal), orderCustomItemsTotalPrice: "370.35", vatAmount: catalogueVat });
    expect(fixed.documents[0].total).toBe(rub(catalogueTotal));
  });

  it("refuses an order of custom lines only (nothing for the seller to ship or invoice) and writes nothing", async () => {
    const custom = await callRoute<TCustomProduct>(createCustom, { path: "/api/v1/product-custom", body: { name: "Только свой", price: "10" }, token });
    const cart = await addToCart(token, { customProductId: custom.json.id, amount: 1 });
    const ids = cart.json.items.filter((i) => i.type === "custom").map((i) => i.id);
    await callRoute(selection, { path: "/api/v1/cart/selection", body: { ids, selected: true }, token });
    const before = await countRows("orders");
    const [warehouse] = await warehousesOf("localhost");
    const res = await placeOrder(token, { deliveryType: "pickup", warehouseId: warehouse.id, acceptOfferConditions: true });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Свои товары не заказываются у поставщика: выберите к заказу хотя бы один товар каталога");
    expect(await countRows("orders")).toBe(before);
    expect((await readCart(token)).json.items.some((i) => i.customProductId === custom.json.id)).toBe(true);
  });
});
