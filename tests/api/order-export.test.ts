import { and, desc, eq } from "drizzle-orm";
import { POST as exportEmailRoute } from "@/app/api/v1/order/export-email/route";
import { POST as exportRoute } from "@/app/api/v1/order/export/route";
import type { TOrderDetail } from "@/lib/contracts/orders";
import { getDb } from "@/lib/server/db/client";
import { orders, outbox } from "@/lib/server/db/schema";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { countRows, orderOne, prepareProduct, pricedProducts, type TErrorBody } from "./order-fixtures";

const exportFile = (token: string, body: unknown) => callRoute<TErrorBody>(exportRoute, { path: "/api/v1/order/export", body, token });
const exportMail = (token: string, body: unknown) => callRoute<TErrorBody & { email?: string }>(exportEmailRoute, { path: "/api/v1/order/export-email", body, token });

/** The export call answered as bytes (the helper above reads text). */
async function exportBytes(token: string, body: unknown) {
  const response = await exportRoute(
    new Request("http://localhost/api/v1/order/export", { method: "POST", headers: { host: "localhost", authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

function hasExcelJs(): boolean {
  try {
    require.resolve("exceljs");
    return true;
  } catch {
    return false;
  }
}

let mine: TOrderDetail[] = [];
let foreign: TOrderDetail;

beforeAll(async () => {
  const list = await pricedProducts("localhost", "wholesale", 3, 10);
  for (const p of list) await prepareProduct("localhost", p.id, { stock: [100] });
  const buyer = await tokenFor("buyer@demo.test");
  mine = [await orderOne(buyer, list[0].id, 2), await orderOne(buyer, list[1].id, 5)];
  await getDb().update(orders).set({ comment: '=HYPERLINK("http://evil"); "срочно"' }).where(eq(orders.id, mine[1].id));
  foreign = await orderOne(await tokenFor("individual@demo.test"), list[2].id, 1);
});

describe("POST /api/v1/order/export", () => {
  it("gives the orders as CSV for Russian Excel: BOM, semicolons, a row per line and a total per order", async () => {
    const res = await exportBytes(await tokenFor("buyer@demo.test"), { ids: mine.map((o) => o.id), format: "csv" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''/);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(res.bytes);
    expect(text.startsWith("\ufeffЗаказ;Статус;Создан;Компания;")).toBe(true);
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(1 + 2 * 2);
    expect(lines[1]).toContain(`Заказ № ${mine[0].id};Подтверждён;`);
    expect(lines[1]).toContain(`;${mine[0].items[0].name.includes(";") ? `"${mine[0].items[0].name}"` : mine[0].items[0].name};`);
    expect(lines[1]).toContain(`;2;${mine[0].items[0].price.replace(".", ",")};`);
    expect(lines[2]).toContain(";Итого по заказу;");
    expect(lines[2]).toContain(`;${mine[0].totalPrice.replace(".", ",")};`);
    // A formula in a comment is defused and quoted.
    expect(lines[3]).toContain(`"'=HYPERLINK(""http://evil""); ""срочно"""`);
  });

  it("gives .xlsx when exceljs is installed, else 503 with a hint to use CSV", async () => {
    const res = await exportBytes(await tokenFor("buyer@demo.test"), { ids: [mine[0].id] });
    if (hasExcelJs()) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
      expect(String.fromCharCode(res.bytes[0], res.bytes[1])).toBe("PK");
    } else {
      expect(res.status).toBe(503);
      expect(JSON.parse(new TextDecoder().decode(res.bytes)).message).toBe("Выгрузка в Excel временно недоступна. Выберите формат CSV.");
    }
  });

  it("takes 1 to 10 orders and only the buyer's own", async () => {
    const token = await tokenFor("buyer@demo.test");
    const eleven = Array.from({ length: 11 }, (_, i) => i + 1);
    const tooMany = await exportFile(token, { ids: eleven, format: "csv" });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors?.ids).toEqual(["Можно выгрузить не больше 10 заказов"]);
    expect((await exportFile(token, { ids: [], format: "csv" })).json.errors?.ids).toEqual(["Выберите заказы для выгрузки"]);
    expect((await exportFile(token, { ids: [mine[0].id], format: "pdf" })).status).toBe(400);
    const withForeign = await exportFile(token, { ids: [mine[0].id, foreign.id], format: "csv" });
    expect(withForeign.status).toBe(404);
    expect(withForeign.json.message).toBe("Заказ не существует.");
    expect((await exportFile("", { ids: [mine[0].id] })).status).toBe(401);
  });
});

describe("POST /api/v1/order/export-email", () => {
  it("queues a mail with the orders to the buyer's e-mail or the one given", async () => {
    const site = await siteOf("localhost");
    const token = await tokenFor("buyer@demo.test");
    const res = await exportMail(token, { ids: mine.map((o) => o.id) });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: "Выгрузка заказов отправлена на buyer@demo.test", email: "buyer@demo.test" });
    const [mail] = await getDb().select().from(outbox).where(and(eq(outbox.siteId, site.id), eq(outbox.recipient, "buyer@demo.test"))).orderBy(desc(outbox.id)).limit(1);
    expect(mail.subject).toBe(`Выгрузка заказов: Заказ № ${mine[0].id}, Заказ № ${mine[1].id}`);
    expect(mail.body).toContain(`Заказ № ${mine[0].id} — Подтверждён`);
    expect(mail.body).toContain(mine[0].items[0].name);
    expect(mail.body).toContain("Итого по заказу:");

    const other = await exportMail(token, { ids: [mine[0].id], email: "Snab@Romashka.test" });
    expect(other.json.email).toBe("snab@romashka.test");
  });

  it("refuses more than 10 orders, foreign orders and bad e-mails, and sends nothing then", async () => {
    const token = await tokenFor("buyer@demo.test");
    const before = await countRows("outbox");
    expect((await exportMail(token, { ids: Array.from({ length: 11 }, (_, i) => i + 1) })).status).toBe(400);
    expect((await exportMail(token, { ids: [foreign.id] })).status).toBe(404);
    const bad = await exportMail(token, { ids: [mine[0].id], email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.email).toBeDefined();
    expect(await countRows("outbox")).toBe(before);
  });
});
