import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { GET as getOrderRoute } from "@/app/api/v1/order/[id]/route";
import { POST as cancelRoute } from "@/app/api/v1/order/[id]/cancel/route";
import type { TOrderDetail } from "@/lib/contracts/orders";
import { getDb } from "@/lib/server/db/client";
import { legalEntities, orderDocuments, orders, products } from "@/lib/server/db/schema";
import { childrenOf, childText, readXmlElements, type TXmlElement } from "@/lib/server/imports/xml/read-xml-elements";
import { freshIp, siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { scratchDataDir } from "../helpers/scratch-data-dir";
import { exchange, signIn1C } from "./exchange-fixtures";
import { orderOne, patchSite, prepareProduct, pricedProducts, rub, stockOf } from "./order-fixtures";

scratchDataDir("b2b-exchange-sale-");

/** sale/query as 1C asks it: the «Документ»s of the answer, read back with the catalogue import's XML reader. */
async function queryOrders(cookie: string, host = "localhost"): Promise<{ docs: TXmlElement[]; text: string; contentType: string | null }> {
  const res = await exchange({ host, type: "sale", mode: "query", cookie });
  const file = path.join(os.tmpdir(), `b2b-sale-query-${process.pid}-${Date.now()}.xml`);
  fs.writeFileSync(file, res.text);
  const docs: TXmlElement[] = [];
  try {
    for await (const event of readXmlElements(file, { whole: new Set(["Документ"]) })) if (event.kind === "element") docs.push(event.element);
  } finally {
    fs.rmSync(file, { force: true });
  }
  return { docs, text: res.text, contentType: res.headers.get("content-type") };
}

const idsOf = (docs: TXmlElement[]) => docs.map((d) => Number(childText(d, "Ид")));
const requisite = (doc: TXmlElement, name: string) => childrenOf(doc, "ЗначенияРеквизитов", "ЗначениеРеквизита").find((r) => childText(r, "Наименование") === name)?.children.find((c) => c.name === "Значение")?.text;

const detail = async (token: string, id: number, host = "localhost") =>
  (await callRoute<TOrderDetail>(getOrderRoute, { host, path: `/api/v1/order/${id}`, token, params: { id: String(id) } })).json;

/** 1C's orders file: CommerceML 2 with the given documents. */
const ordersFile = (...docs: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2025-10-05T12:00:00">
${docs.join("\n")}
</КоммерческаяИнформация>`;

const requisites = (values: Record<string, string>) =>
  `<ЗначенияРеквизитов>${Object.entries(values)
    .map(([k, v]) => `<ЗначениеРеквизита><Наименование>${k}</Наименование><Значение>${v}</Значение></ЗначениеРеквизита>`)
    .join("")}</ЗначенияРеквизитов>`;

const orderDoc = (id: number | string, values: Record<string, string>) =>
  `<Документ><Ид>${id}</Ид><Номер>${id}</Номер><Дата>2025-10-05</Дата><ХозОперация>Заказ товара</ХозОперация><Роль>Продавец</Роль><Валюта>руб</Валюта><Курс>1</Курс><Сумма>1</Сумма>${requisites(values)}</Документ>`;

async function sendOrders(cookie: string, xml: string, host = "localhost") {
  return exchange({ host, type: "sale", mode: "file", filename: "orders.xml", cookie, body: Buffer.from(xml, "utf8") });
}

/** Confirms whatever is pending, so a test starts from «1C has everything». */
async function drain(cookie: string) {
  await queryOrders(cookie);
  await exchange({ type: "sale", mode: "success", cookie });
}

describe("GET /exchange/1c?type=sale&mode=query and mode=success", () => {
  it("sends a new order as a CommerceML «Документ» 1C reads, until 1C confirms it; a change sends it again", async () => {
    const cookie = await signIn1C("localhost", "sale", freshIp());
    expect((await exchange({ type: "sale", mode: "init", cookie })).lines).toEqual(["zip=no", `file_limit=${100 * 1024 * 1024}`]);
    await drain(cookie);
    const [p, q] = await pricedProducts("localhost", "wholesale", 2, 40);
    await prepareProduct("localhost", p.id, { stock: [100] });
    await prepareProduct("localhost", q.id, { stock: [100] });
    // A good that came from 1C goes back under 1C's own «Ид».
    await getDb().update(products).set({ externalId: "bd72d8f9-55bc-11d9-848a-00112f43529a" }).where(eq(products.id, q.id));
    const token = await tokenFor("buyer@demo.test");
    const order = await orderOne(token, p.id, 3);
    const other = await orderOne(token, q.id, 2);

    const first = await queryOrders(cookie);
    expect(first.contentType).toBe("application/xml; charset=utf-8");
    expect(first.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d">/);
    expect(idsOf(first.docs)).toEqual([order.id, other.id]);
    const doc = first.docs[0];
    expect(childText(doc, "Номер")).toBe(String(order.id));
    expect(childText(doc, "Дата")).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(childText(doc, "Время")).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(childText(doc, "ХозОперация")).toBe("Заказ товара");
    expect(childText(doc, "Роль")).toBe("Продавец");
    expect(childText(doc, "Валюта")).toBe("руб");
    expect(childText(doc, "Курс")).toBe("1");
    expect(childText(doc, "Сумма")).toBe(order.totalPrice);
    const site = await siteOf("localhost");
    const [entity] = await getDb().select().from(legalEntities).where(and(eq(legalEntities.siteId, site.id), eq(legalEntities.companyId, order.company.id)));
    const buyer = childrenOf(doc, "Контрагенты", "Контрагент")[0];
    expect(childText(buyer, "Роль")).toBe("Покупатель");
    expect(childText(buyer, "Наименование")).toBe(entity.name);
    expect(childText(buyer, "ИНН")).toBe(entity.inn);
    expect(childText(buyer, "КПП")).toBe(entity.kpp ?? "");
    const [line] = childrenOf(doc, "Товары", "Товар");
    expect(childText(line, "Ид")).toBe(String(p.id));
    expect(childText(line, "Наименование")).toBe(p.name);
    expect(childText(line, "ЦенаЗаЕдиницу")).toBe(rub(p.price));
    expect(childText(line, "Количество")).toBe("3");
    expect(childText(line, "Сумма")).toBe(rub(p.price * 3));
    expect(childText(line, "СтавкиНалогов/СтавкаНалога/Ставка")).toBe(String(p.vatRate));
    expect(childText(line, "Налоги/Налог/Наименование")).toBe("НДС");
    expect(line.children.find((c) => c.name === "БазоваяЕдиница")?.text).toBe(p.unit);
    expect(childText(childrenOf(first.docs[1], "Товары", "Товар")[0], "Ид")).toBe("bd72d8f9-55bc-11d9-848a-00112f43529a");
    expect(requisite(doc, "Статус заказа")).toBe("Подтверждён");
    expect(requisite(doc, "Способ доставки")).toBe("Самовывоз");
    expect(requisite(doc, "Адрес доставки")).toBeTruthy();

    // Until 1C says success, the same orders go again; after it, nothing.
    expect(idsOf((await queryOrders(cookie)).docs)).toEqual([order.id, other.id]);
    expect((await exchange({ type: "sale", mode: "success", cookie })).lines).toEqual(["success"]);
    expect((await queryOrders(cookie)).docs).toEqual([]);

    // The buyer cancels: the order changed, so it goes to 1C again with its new status.
    await patchSite("localhost", { featureFlags: { orderCancel: true } });
    const cancelled = await callRoute(cancelRoute, { path: `/api/v1/order/${order.id}/cancel`, method: "POST", token, params: { id: String(order.id) } });
    expect(cancelled.status).toBe(200);
    const again = await queryOrders(cookie);
    expect(idsOf(again.docs)).toEqual([order.id]);
    expect(requisite(again.docs[0], "Статус заказа")).toBe("Отменён");
    expect(requisite(again.docs[0], "Отменен")).toBe("true");
  });

  it("confirms only the orders as the last query sent them: an order changed since stays pending", async () => {
    const cookie = await signIn1C("localhost", "sale", freshIp());
    await drain(cookie);
    const [p] = await pricedProducts("localhost", "wholesale", 1, 50);
    await prepareProduct("localhost", p.id, { stock: [100] });
    const token = await tokenFor("buyer@demo.test");
    const a = await orderOne(token, p.id, 1);
    const b = await orderOne(token, p.id, 1);
    expect(idsOf((await queryOrders(cookie)).docs)).toEqual([a.id, b.id]);
    // b changes between the query and 1C's success.
    await getDb().update(orders).set({ comment: "позвонить", updatedAt: new Date(Date.now() + 1000) }).where(eq(orders.id, b.id));
    await exchange({ type: "sale", mode: "success", cookie });
    expect(idsOf((await queryOrders(cookie)).docs)).toEqual([b.id]);
    // Another site's exchange never sees this site's orders.
    const second = await signIn1C("second.localhost", "sale", freshIp());
    expect(idsOf((await queryOrders(second, "second.localhost")).docs)).not.toContain(b.id);
  });
});

describe("POST /exchange/1c?type=sale&mode=file", () => {
  it("applies 1C's status, payment and delivery note; the buyer sees them; 1C is not sent its own change back", async () => {
    const cookie = await signIn1C("localhost", "sale", freshIp());
    const [p] = await pricedProducts("localhost", "wholesale", 1, 60);
    await prepareProduct("localhost", p.id, { stock: [100] });
    const token = await tokenFor("buyer@demo.test");
    const order = await orderOne(token, p.id, 4);
    const cancelMe = await orderOne(token, p.id, 5);
    expect((await stockOf("localhost", p.id)).reserved).toBe(9);
    await drain(cookie);

    // An order of the other seller, named by its id in this seller's file, is not touched.
    const [sp] = await pricedProducts("second.localhost", "retail", 1, 5);
    await prepareProduct("second.localhost", sp.id, { stock: [100] });
    const secondToken = await tokenFor("buyer@demo.test", "second.localhost");
    const foreign = await orderOne(secondToken, sp.id, 1, "second.localhost");

    const xml = ordersFile(
      orderDoc(order.id, { "Статус заказа": "Отгружен", "Дата оплаты по 1С": "2025-10-05T12:30:00", "Номер оплаты по 1С": "77" }),
      `<Документ><Ид>7c1a9a52-rtu</Ид><Номер>УТ-00123</Номер><Дата>2025-10-06</Дата><Время>10:00:00</Время><ХозОперация>Реализация товаров и услуг</ХозОперация><Роль>Продавец</Роль><Валюта>руб</Валюта><Курс>1</Курс><Сумма>${order.totalPrice}</Сумма><Основание>${order.id}</Основание></Документ>`,
      orderDoc(cancelMe.id, { "Статус заказа": "Принят", Отменен: "true" }),
      orderDoc(foreign.id, { "Статус заказа": "Закрыт" }),
      orderDoc(999999, { "Статус заказа": "Закрыт" }),
    );
    const res = await sendOrders(cookie, xml);
    expect(res.status).toBe(200);
    expect(res.lines).toEqual(["success"]);

    const seen = await detail(token, order.id);
    expect(seen.status).toBe("shipped");
    expect(seen.events.map((e) => e.status)).toEqual(["confirmed", "shipped"]);
    expect(seen.events[1].comment).toBe("Отгружен");
    const invoice = seen.documents.find((d) => d.kind === "invoice");
    expect(invoice).toMatchObject({ state: "paid", paidAt: "2025-10-05T09:30:00.000Z" });
    const note = seen.documents.find((d) => d.kind === "delivery-note");
    expect(note).toMatchObject({ number: "УТ-00123", name: "Товарная накладная № УТ-00123", total: order.totalPrice, created: "2025-10-06T07:00:00.000Z" });

    const gone = await detail(token, cancelMe.id);
    expect(gone.status).toBe("cancelled");
    // Both orders left the reservation: shipped goods left the warehouse, cancelled ones came back.
    expect((await stockOf("localhost", p.id)).reserved).toBe(0);
    expect((await detail(secondToken, foreign.id, "second.localhost")).status).toBe("confirmed");

    // 1C knows these changes already: they are not sent back to it.
    expect((await queryOrders(cookie)).docs).toEqual([]);

    // The same file again changes nothing: one delivery note, no second status event.
    expect((await sendOrders(cookie, xml)).lines).toEqual(["success"]);
    const site = await siteOf("localhost");
    const notes = await getDb().select().from(orderDocuments).where(and(eq(orderDocuments.siteId, site.id), eq(orderDocuments.externalId, "7c1a9a52-rtu")));
    expect(notes).toHaveLength(1);
    expect((await detail(token, order.id)).events).toHaveLength(2);

    // Later 1C closes the order, and its УПД replaces the note's number (same «Ид»: updated, not added).
    await sendOrders(
      cookie,
      ordersFile(
        orderDoc(order.id, { "Статус заказа": "Закрыт" }),
        `<Документ><Ид>7c1a9a52-rtu</Ид><Номер>УТ-00124</Номер><Дата>2025-10-06</Дата><ХозОперация>Реализация товаров и услуг</ХозОперация><Сумма>${order.totalPrice}</Сумма><Основание>${order.id}</Основание>${requisites({ "Вид документа": "УПД" })}</Документ>`,
      ),
    );
    const closed = await detail(token, order.id);
    expect(closed.status).toBe("completed");
    expect(closed.documents.filter((d) => d.kind !== "invoice")).toEqual([expect.objectContaining({ kind: "upd", number: "УТ-00124" })]);
  });

  it("refuses malformed XML with its line and column, and a DOCTYPE, applying nothing", async () => {
    const cookie = await signIn1C("localhost", "sale", freshIp());
    const [p] = await pricedProducts("localhost", "wholesale", 1, 70);
    await prepareProduct("localhost", p.id, { stock: [100] });
    const token = await tokenFor("buyer@demo.test");
    const order = await orderOne(token, p.id, 1);

    const broken = ordersFile(orderDoc(order.id, { "Статус заказа": "Отгружен" }), "<Документ><Ид>1</Ид></Документ", "");
    const res = await sendOrders(cookie, broken);
    expect(res.status).toBe(200);
    expect(res.lines[0]).toBe("failure");
    expect(res.lines[1]).toMatch(/ошибка XML в строке \d+, столбце \d+/);
    expect((await detail(token, order.id)).status).toBe("confirmed");

    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>\n${ordersFile(orderDoc(order.id, { "Статус заказа": "Отгружен" })).replace(/^<\?xml[^>]*>\n/, "")}`;
    const refused = await sendOrders(cookie, xxe);
    expect(refused.lines[0]).toBe("failure");
    expect(refused.lines[1]).toMatch(/DOCTYPE/);
    expect((await detail(token, order.id)).status).toBe("confirmed");

    expect((await exchange({ type: "sale", mode: "file", filename: "../orders.xml", cookie, body: "<x/>" })).lines[0]).toBe("failure");
  });
});
