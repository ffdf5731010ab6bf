import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { DELETE as clearCartRoute } from "@/app/api/v1/cart/route";
import { GET as getOrderRoute } from "@/app/api/v1/order/[id]/route";
import { GET as listProducts, POST as createProduct } from "@/app/api/v1/product-custom/route";
import { DELETE as deleteProduct, GET as getProduct } from "@/app/api/v1/product-custom/[id]/route";
import { POST as uploadPhoto } from "@/app/api/v1/product-custom/[id]/upload-photo/route";
import type { TCustomProduct, TCustomProductListResponse, TDeleteCustomProductResponse } from "@/lib/contracts/catalog-calls";
import type { TOrderDetail } from "@/lib/contracts/orders";
import { getDb } from "@/lib/server/db/client";
import { cartItems, orderItems } from "@/lib/server/db/schema";
import { scratchDataDir } from "../helpers/scratch-data-dir";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { addToCart, placeOrder, prepareProduct, pricedProducts, readCart, warehousesOf } from "./order-fixtures";

// Photos are written under DATA_DIR/uploads: a scratch folder, not the developer's data.
const dataDir = scratchDataDir("b2b-custom-delete-");

type TError = { message: string; errors?: Record<string, string[]> };

const create = (token: string, body: unknown, host?: string) => callRoute<TCustomProduct & TError>(createProduct, { path: "/api/v1/product-custom", token, body, host });
const list = (token: string | undefined, query: Record<string, string> = {}, host?: string) =>
  callRoute<TCustomProductListResponse & TError>(listProducts, { path: "/api/v1/product-custom", token, query, host });
const remove = (token: string | undefined, id: number | string, host?: string) =>
  callRoute<TDeleteCustomProductResponse & TError>(deleteProduct, { method: "DELETE", path: `/api/v1/product-custom/${id}`, token, params: { id: String(id) }, host });
const read = (token: string, id: number) => callRoute<TCustomProduct & TError>(getProduct, { path: `/api/v1/product-custom/${id}`, token, params: { id: String(id) } });
const names = (res: { json: TCustomProductListResponse }) => res.json.items.map((p) => p.name);

describe("GET /api/v1/product-custom: the company's own products found again", () => {
  let buyer: string;
  beforeAll(async () => {
    buyer = await tokenFor("buyer@demo.test");
    await create(buyer, { name: "Щит учёта ЩУ-12", article: "SCH-12" });
    await create(buyer, { name: "Кронштейн по чертежу", article: "KR-ЁЖ-5" });
    await create(await tokenFor("individual@demo.test"), { name: "Щит чужой компании", article: "SCH-99" });
    await create(await tokenFor("buyer@demo.test", "second.localhost"), { name: "Щит другого сайта", article: "SCH-77" }, "second.localhost");
  });

  it("lists them newest first, only the company's", async () => {
    const res = await list(buyer);
    expect(res.status).toBe(200);
    expect(names(res).slice(0, 2)).toEqual(["Кронштейн по чертежу", "Щит учёта ЩУ-12"]);
    expect(names(res)).not.toContain("Щит чужой компании");
    expect(names(res)).not.toContain("Щит другого сайта");
    expect(res.json.totalCount).toBe(res.json.items.length);
    // A colleague of the same company sees them too.
    expect(names(await list(await tokenFor("multi@demo.test")))).toContain("Щит учёта ЩУ-12");
  });

  it("finds them by name words and by article, case- and ё-insensitive; never another company's or site's", async () => {
    expect(names(await list(buyer, { keyword: "щит" }))).toEqual(["Щит учёта ЩУ-12"]);
    expect(names(await list(buyer, { keyword: "учета щу" }))).toEqual(["Щит учёта ЩУ-12"]);
    expect(names(await list(buyer, { keyword: "sch-12" }))).toEqual(["Щит учёта ЩУ-12"]);
    expect(names(await list(buyer, { keyword: "kr-еж" }))).toEqual(["Кронштейн по чертежу"]);
    expect(names(await list(buyer, { keyword: "100%_" }))).toEqual([]);
    expect(names(await list(await tokenFor("individual@demo.test"), { keyword: "щит" }))).toEqual(["Щит чужой компании"]);
    expect(names(await list(await tokenFor("buyer@demo.test", "second.localhost"), { keyword: "щит" }, "second.localhost"))).toEqual(["Щит другого сайта"]);
  });

  it("needs sign-in and answers bad input with field errors", async () => {
    expect((await list(undefined)).status).toBe(401);
    const bad = await list(buyer, { limit: "1000", keyword: "x".repeat(201) });
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.limit).toEqual(["Не больше 100"]);
    expect(bad.json.errors?.keyword).toEqual(["Не больше 200 символов"]);
  });
});

describe("DELETE /api/v1/product-custom/{id}", () => {
  it("deletes the product and its photo, takes it out of carts, and keeps placed orders' lines", async () => {
    const buyer = await tokenFor("buyer@demo.test");
    await callRoute(clearCartRoute, { path: "/api/v1/cart", method: "DELETE", token: buyer });
    const custom = (await create(buyer, { name: "Удаляемый товар", article: "DEL-1", price: "50" })).json;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).png().toBuffer();
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(png)], { type: "image/png" }), "a.png");
    const withPhoto = await callRoute<TCustomProduct>(uploadPhoto, { path: `/api/v1/product-custom/${custom.id}/upload-photo`, token: buyer, body: form, params: { id: String(custom.id) } });
    const site = await siteOf("localhost");
    const photoPath = path.join(dataDir, "uploads", "custom-products", String(site.id), path.basename(withPhoto.json.image ?? ""));
    expect(fs.existsSync(photoPath)).toBe(true);

    // Ordered once (with a catalogue product), and in the cart again.
    const [product] = await pricedProducts("localhost", "wholesale", 1, 60);
    await prepareProduct("localhost", product.id, { stock: [10] });
    await addToCart(buyer, { productId: product.id, amount: 1 });
    await addToCart(buyer, { customProductId: custom.id, amount: 2 });
    const [warehouse] = await warehousesOf("localhost");
    const placed = await placeOrder(buyer, { deliveryType: "pickup", warehouseId: warehouse.id, acceptOfferConditions: true });
    expect(placed.status).toBe(200);
    await addToCart(buyer, { customProductId: custom.id, amount: 1 });
    expect((await readCart(buyer)).json.customProductAmountMap).toEqual({ [String(custom.id)]: 1 });

    const res = await remove(buyer, custom.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: custom.id, removedFromCarts: 1, message: "Товар «Удаляемый товар» удалён" });
    expect((await read(buyer, custom.id)).status).toBe(404);
    expect(names(await list(buyer, { keyword: "Удаляемый" }))).toEqual([]);
    expect(fs.existsSync(photoPath)).toBe(false);
    expect((await readCart(buyer)).json.items.some((i) => i.type === "custom" && i.name === "Удаляемый товар")).toBe(false);
    expect(await getDb().select().from(cartItems).where(and(eq(cartItems.siteId, site.id), eq(cartItems.name, "Удаляемый товар")))).toEqual([]);

    const order = await callRoute<TOrderDetail>(getOrderRoute, { path: `/api/v1/order/${placed.json.order.id}`, token: buyer, params: { id: String(placed.json.order.id) } });
    expect(order.json.items.find((i) => i.type === "custom")).toMatchObject({ name: "Удаляемый товар", article: "DEL-1", amount: 2, price: "50.00", customProductId: null });
    expect(order.json.orderCustomItemsTotalPrice).toBe("100.00");
    expect((await getDb().select().from(orderItems).where(eq(orderItems.orderId, placed.json.order.id))).length).toBe(2);
    expect((await remove(buyer, custom.id)).status).toBe(404);
  });

  it("answers 404 for another company's or site's product and deletes nothing", async () => {
    const buyer = await tokenFor("buyer@demo.test");
    const custom = (await create(buyer, { name: "Не трогать" })).json;
    const foreign = await remove(await tokenFor("individual@demo.test"), custom.id);
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toBe("Товар не найден");
    expect((await remove(await tokenFor("buyer@demo.test", "second.localhost"), custom.id, "second.localhost")).status).toBe(404);
    expect((await remove(undefined, custom.id)).status).toBe(401);
    expect((await remove(buyer, "abc")).status).toBe(400);
    expect((await read(buyer, custom.id)).status).toBe(200);
  });
});
