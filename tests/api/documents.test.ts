import { and, eq } from "drizzle-orm";
import { GET as deliveryRoute } from "@/app/api/v1/documents/delivery-schedule/route";
import { GET as exportRoute } from "@/app/api/v1/documents/export/route";
import { GET as paymentRoute } from "@/app/api/v1/documents/payment-schedule/route";
import { GET as listRoute } from "@/app/api/v1/documents/route";
import { GET as pdfRoute } from "@/app/api/v1/documents/[id]/pdf/route";
import { GET as oneRoute } from "@/app/api/v1/documents/[id]/route";
import { GET as xlsxRoute } from "@/app/api/v1/documents/[id]/xlsx/route";
import { POST as setCompany } from "@/app/api/v1/user/set-company/route";
import type { TDeliverySchedule, TDocumentDetail, TDocumentListResponse, TPaymentSchedule } from "@/lib/contracts/documents";
import type { TOrderDetail } from "@/lib/contracts/orders";
import { getDb } from "@/lib/server/db/client";
import { companies, orderDocumentLines, orderDocuments, orders } from "@/lib/server/db/schema";
import { setSellerRequisites } from "@/lib/server/sites/set-seller-requisites";
import { amountInWords } from "@/lib/shared/amount-in-words";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor, type THandler } from "../helpers/call-route";
import { orderOne, patchSite, prepareProduct, pricedProducts, type TErrorBody } from "./order-fixtures";

const DAY = 86_400_000;
type TQuery = Record<string, string>;

const list = (token: string | undefined, query: TQuery = {}, host?: string) => callRoute<TDocumentListResponse & TErrorBody>(listRoute, { path: "/api/v1/documents", query, token, host });
const one = (token: string, id: number, host?: string) => callRoute<TDocumentDetail & TErrorBody>(oneRoute, { path: `/api/v1/documents/${id}`, params: { id: String(id) }, token, host });
const payments = (token: string, host?: string) => callRoute<TPaymentSchedule & TErrorBody>(paymentRoute, { path: "/api/v1/documents/payment-schedule", token, host });
const deliveries = (token: string, query: TQuery = {}, host?: string) => callRoute<TDeliverySchedule & TErrorBody>(deliveryRoute, { path: "/api/v1/documents/delivery-schedule", query, token, host });

/** A file route called in-process; the body read as bytes. */
async function file(handler: THandler, path: string, token: string, { params = {}, query = {}, host = "localhost" }: { params?: TQuery; query?: TQuery; host?: string } = {}) {
  const url = new URL(`http://${host}${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const response = await handler(new Request(url, { headers: { host, authorization: `Bearer ${token}` } }), { params: Promise.resolve(params) });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}
const pdf = (token: string, id: number, host?: string) => file(pdfRoute, `/api/v1/documents/${id}/pdf`, token, { params: { id: String(id) }, host });
const xlsx = (token: string, id: number, host?: string) => file(xlsxRoute, `/api/v1/documents/${id}/xlsx`, token, { params: { id: String(id) }, host });

async function companyId(name: string) {
  const site = await siteOf("localhost");
  const [row] = await getDb().select({ id: companies.id }).from(companies).where(and(eq(companies.siteId, site.id), eq(companies.name, name)));
  return row.id;
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const ExcelJS = (await import("exceljs")).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : String(v)))));
  return rows;
}

/**
 * Orders placed once: buyer ×3 in «Ромашка» (deferral 30 days), multi ×1 in «Вектор», individual ×1 (no
 * deferral, no legal entity). Then the documents are given states: the first invoice paid, the second
 * overdue, and a delivery note with lines of its own on the third order, dated in January.
 */
let romashka: TOrderDetail[] = [];
let vector: TOrderDetail;
let individual: TOrderDetail;
let deliveryNoteId: number;
function invoiceOf(order: TOrderDetail) {
  const invoice = order.documents.find((d) => d.kind === "invoice");
  if (!invoice) throw new Error(`order ${order.id} has no invoice`);
  return invoice;
}
const now = Date.now();

beforeAll(async () => {
  const products = await pricedProducts("localhost", "retail", 5, 60);
  for (const p of products) await prepareProduct("localhost", p.id, { stock: [1000] });
  const buyer = await tokenFor("buyer@demo.test");
  romashka = [await orderOne(buyer, products[0].id, 1), await orderOne(buyer, products[1].id, 2), await orderOne(buyer, products[2].id, 3)];
  const multi = await tokenFor("multi@demo.test");
  await callRoute(setCompany, { path: "/api/v1/user/set-company", body: { id: await companyId('АО "Вектор"') }, token: multi });
  vector = await orderOne(multi, products[3].id, 1);
  await callRoute(setCompany, { path: "/api/v1/user/set-company", body: { id: await companyId('ООО "Ромашка"') }, token: multi });
  individual = await orderOne(await tokenFor("individual@demo.test"), products[4].id, 1);

  const db = getDb();
  const site = await siteOf("localhost");
  await db.update(orderDocuments).set({ paidAt: new Date(now - DAY) }).where(eq(orderDocuments.id, invoiceOf(romashka[0]).id));
  await db.update(orderDocuments).set({ paymentDueAt: new Date(now - 3 * DAY - 3_600_000) }).where(eq(orderDocuments.id, invoiceOf(romashka[1]).id));
  const [note] = await db
    .insert(orderDocuments)
    .values({ siteId: site.id, orderId: romashka[2].id, kind: "delivery-note", number: "ТН-77", total: 12_000, externalId: "tn-77", createdAt: new Date("2026-01-15T10:00:00+03:00") })
    .returning();
  deliveryNoteId = note.id;
  await db.insert(orderDocumentLines).values([
    { siteId: site.id, documentId: note.id, name: "Кабель ВВГнг 3×2,5", article: "VVG-325", unit: "м", price: 5_000, amount: 2, total: 10_000, vatRate: 20, vatAmount: 1_667, sort: 0 },
    { siteId: site.id, documentId: note.id, name: "Доставка", article: null, unit: "усл", price: 2_000, amount: 1, total: 2_000, vatRate: 20, vatAmount: 333, sort: 1 },
  ]);
});

describe("GET /api/v1/documents", () => {
  it("lists the visible companies' documents newest first, with order, company and state", async () => {
    const res = await list(await tokenFor("buyer@demo.test"));
    expect(res.status).toBe(200);
    const invoices = romashka.map((o) => invoiceOf(o).id).reverse();
    expect(res.json.items.map((d) => d.id)).toEqual([...invoices, deliveryNoteId]);
    expect(res.json.meta).toEqual({ currentPage: 1, pageCount: 1, totalCount: 4, perPage: 20 });
    const [newest] = res.json.items;
    expect(newest).toMatchObject({ kind: "invoice", name: `Счёт на оплату № ${romashka[2].id}`, state: "awaiting-payment", order: { id: romashka[2].id, name: romashka[2].name }, company: { name: 'ООО "Ромашка"' } });
    expect(newest.total).toBe(romashka[2].totalPrice);
    expect(newest.vatTotal).toBe(romashka[2].vatAmount);
    expect(res.json.items.find((d) => d.id === deliveryNoteId)).toMatchObject({ kind: "delivery-note", name: "Товарная накладная № ТН-77", total: "120.00", vatTotal: "20.00" });
  });

  it("shows a buyer of several companies the documents of all of them where the site allows it", async () => {
    const res = await list(await tokenFor("multi@demo.test"));
    expect(res.json.items.map((d) => d.order.id)).toContain(vector.id);
    expect(res.json.items.map((d) => d.order.id)).not.toContain(individual.id);
  });

  it("pages", async () => {
    const token = await tokenFor("buyer@demo.test");
    const second = await list(token, { page: "2", "per-page": "3" });
    expect(second.json.meta).toEqual({ currentPage: 2, pageCount: 2, totalCount: 4, perPage: 3 });
    expect(second.json.items.map((d) => d.id)).toEqual([deliveryNoteId]);
  });

  it("filters by kind, state, period and order", async () => {
    const token = await tokenFor("buyer@demo.test");
    const ids = async (query: TQuery) => (await list(token, query)).json.items.map((d) => d.id);
    expect(await ids({ kind: "delivery-note" })).toEqual([deliveryNoteId]);
    expect(await ids({ kind: "invoice", state: "paid" })).toEqual([invoiceOf(romashka[0]).id]);
    expect(await ids({ state: "payment-overdue" })).toEqual([invoiceOf(romashka[1]).id]);
    expect(await ids({ state: "awaiting-payment", kind: "invoice" })).toEqual([invoiceOf(romashka[2]).id]);
    expect(await ids({ from: "2026-01-15", to: "2026-01-15" })).toEqual([deliveryNoteId]);
    expect(await ids({ to: "2026-01-14" })).toEqual([]);
    expect(await ids({ order: String(romashka[2].id) })).toEqual([invoiceOf(romashka[2]).id, deliveryNoteId]);
    expect(await ids({ order: romashka[1].name })).toEqual([invoiceOf(romashka[1]).id]);
    expect(await ids({ order: String(individual.id) })).toEqual([]);
  });

  it("counts a document past its validity as expired", async () => {
    const id = invoiceOf(romashka[2]).id;
    const [before] = await getDb().select().from(orderDocuments).where(eq(orderDocuments.id, id));
    await getDb().update(orderDocuments).set({ validUntil: new Date(now - DAY) }).where(eq(orderDocuments.id, id));
    try {
      const res = await list(await tokenFor("buyer@demo.test"), { state: "expired" });
      expect(res.json.items.map((d) => [d.id, d.state])).toEqual([[id, "expired"]]);
    } finally {
      await getDb().update(orderDocuments).set({ validUntil: before.validUntil }).where(eq(orderDocuments.id, id));
    }
  });

  it("answers 400 with field errors for bad filters", async () => {
    const token = await tokenFor("buyer@demo.test");
    for (const [query, field] of [
      [{ kind: "receipt" }, "kind"],
      [{ state: "lost" }, "state"],
      [{ from: "2026-13-45" }, "from"],
      [{ from: "2026-02-01", to: "2026-01-01" }, "to"],
      [{ "per-page": "0" }, "per-page"],
      [{ page: "x" }, "page"],
      [{ order: "9".repeat(101) }, "order"],
    ] as [TQuery, string][]) {
      const res = await list(token, query);
      expect(res.status).toBe(400);
      expect(Object.keys(res.json.errors ?? {})).toContain(field);
    }
  });

  it("needs a signed-in buyer", async () => {
    expect((await list(undefined)).status).toBe(401);
  });
});

describe("GET /api/v1/documents/{id}", () => {
  it("gives an invoice with its order's catalogue lines", async () => {
    const res = await one(await tokenFor("buyer@demo.test"), invoiceOf(romashka[1]).id);
    expect(res.status).toBe(200);
    expect(res.json.lines).toEqual(romashka[1].items.filter((i) => i.type === "product").map((i) => ({ name: i.name, article: i.article, unit: i.unit, amount: i.amount, price: i.price, total: i.total, vatRate: i.vatRate, vatAmount: i.vatAmount })));
    expect(res.json.state).toBe("payment-overdue");
  });

  it("gives a delivery note with the lines 1C sent for it", async () => {
    const res = await one(await tokenFor("buyer@demo.test"), deliveryNoteId);
    expect(res.json.lines.map((l) => [l.name, l.amount, l.total])).toEqual([
      ["Кабель ВВГнг 3×2,5", 2, "100.00"],
      ["Доставка", 1, "20.00"],
    ]);
  });

  it("answers 404 for another company's, another site's or a missing document, 400 for a bad id", async () => {
    const buyer = await tokenFor("buyer@demo.test");
    expect((await one(buyer, invoiceOf(individual).id)).status).toBe(404);
    expect((await one(buyer, 999_999)).status).toBe(404);
    expect((await one(buyer, invoiceOf(individual).id)).json.message).toBe("Документ не существует.");
    expect((await pdf(buyer, invoiceOf(individual).id)).status).toBe(404);
    expect((await xlsx(buyer, invoiceOf(individual).id)).status).toBe(404);
    await patchSite("second.localhost", { settings: { isAllowedViewLegalDocuments: true } });
    try {
      const other = await tokenFor("buyer@demo.test", "second.localhost");
      expect((await one(other, invoiceOf(romashka[1]).id, "second.localhost")).status).toBe(404);
      expect((await pdf(other, invoiceOf(romashka[1]).id, "second.localhost")).status).toBe(404);
      expect((await list(other, {}, "second.localhost")).json.items.map((d) => d.id)).not.toContain(invoiceOf(romashka[1]).id);
    } finally {
      await patchSite("second.localhost", { settings: { isAllowedViewLegalDocuments: false } });
    }
    const bad = await callRoute<TErrorBody>(oneRoute, { path: "/api/v1/documents/abc", params: { id: "abc" }, token: buyer });
    expect(bad.status).toBe(400);
  });
});

describe("document files", () => {
  it("renders an invoice as a PDF with the document's name", async () => {
    const res = await pdf(await tokenFor("buyer@demo.test"), invoiceOf(romashka[1]).id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode(res.bytes.slice(0, 5))).toBe("%PDF-");
    expect(res.bytes.length).toBeGreaterThan(5_000);
    expect(decodeURIComponent(res.headers.get("content-disposition") ?? "")).toContain(`Счёт на оплату № ${romashka[1].id}.pdf`);
  });

  it("renders a delivery note and an invoice without a legal entity (the individual's) as PDFs", async () => {
    expect((await pdf(await tokenFor("buyer@demo.test"), deliveryNoteId)).status).toBe(200);
    expect((await pdf(await tokenFor("individual@demo.test"), invoiceOf(individual).id)).status).toBe(200);
  });

  it("writes a document as an xlsx sheet with the requisites, lines, totals and the total in words", async () => {
    const res = await xlsx(await tokenFor("buyer@demo.test"), invoiceOf(romashka[1]).id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const rows = await readXlsx(res.bytes);
    const cells = rows.flat();
    expect(cells.some((c) => c.startsWith(`Счёт на оплату № ${romashka[1].id} от `))).toBe(true);
    expect(cells.some((c) => c.includes('ООО "Электро-Опт"') && c.includes("ИНН 7701234561"))).toBe(true);
    const kopecks = Math.round(Number(romashka[1].totalPrice) * 100);
    expect(cells).toContain(amountInWords(kopecks));
    expect(cells).toContain(romashka[1].items[0].name);
  });

  it("exports the filtered list as xlsx", async () => {
    const res = await file(exportRoute, "/api/v1/documents/export", await tokenFor("buyer@demo.test"), { query: { kind: "invoice" } });
    expect(res.status).toBe(200);
    const rows = await readXlsx(res.bytes);
    expect(rows[0]).toEqual(["Документ", "Дата", "Заказ", "Компания", "Состояние", "Оплатить до", "Сумма", "В т. ч. НДС"]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(romashka.map((o) => `Счёт на оплату № ${o.id}`).reverse());
    const bad = await callRoute<TErrorBody>(exportRoute, { path: "/api/v1/documents/export", query: { state: "lost" }, token: await tokenFor("buyer@demo.test") });
    expect(bad.status).toBe(400);
  });
});

describe("GET /api/v1/documents/payment-schedule", () => {
  it("lists unpaid valid invoices overdue first, due dates from the invoice or the deferral, with totals", async () => {
    const res = await payments(await tokenFor("buyer@demo.test"));
    expect(res.status).toBe(200);
    const [overdue, next] = res.json.items;
    expect(res.json.items).toHaveLength(2);
    expect(overdue).toMatchObject({ document: { id: invoiceOf(romashka[1]).id }, dueSource: "document", isOverdue: true, overdueDays: 3 });
    // «Ромашка» has 30 days' deferral: the unpaid invoice without a due date is due 30 days after it was issued.
    expect(next).toMatchObject({ document: { id: invoiceOf(romashka[2]).id }, dueSource: "deferral", isOverdue: false, overdueDays: 0 });
    expect(Date.parse(next.dueAt) - Date.parse(invoiceOf(romashka[2]).created)).toBe(30 * DAY);
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(cents(res.json.totals.overdue)).toBe(cents(romashka[1].totalPrice));
    expect(cents(res.json.totals.total)).toBe(cents(romashka[1].totalPrice) + cents(romashka[2].totalPrice));
    expect(res.json.totals.dueThisWeek).toBe("0.00");
  });

  it("makes an invoice of a company without deferral due when it stops being valid, and counts it this week", async () => {
    const res = await payments(await tokenFor("individual@demo.test"));
    expect(res.json.items).toHaveLength(1);
    const [item] = res.json.items;
    expect(item).toMatchObject({ dueSource: "validity", isOverdue: false });
    expect(item.dueAt).toBe(invoiceOf(individual).validUntil);
    const weekEnd = (await import("@/lib/server/documents/payment-schedule")).endOfMoscowWeek(new Date());
    expect(res.json.totals.dueThisWeek).toBe(Date.parse(item.dueAt) < weekEnd.getTime() ? individual.totalPrice : "0.00");
  });
});

describe("GET /api/v1/documents/delivery-schedule", () => {
  it("lists confirmed and shipped orders by expected date, undated last, pickup or delivery", async () => {
    const db = getDb();
    await db.update(orders).set({ expectedAt: new Date(now + 2 * DAY), status: "shipped" }).where(eq(orders.id, romashka[0].id));
    await db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, romashka[1].id));
    try {
      const token = await tokenFor("buyer@demo.test");
      const res = await deliveries(token);
      expect(res.status).toBe(200);
      const rows = res.json.items.map((i) => [i.order.id, i.order.status, i.expectedSource]);
      // Pickup orders without 1C's date wait until their reservation ends (3 working days): later than in 2 days.
      expect(rows[0]).toEqual([romashka[0].id, "shipped", "seller"]);
      expect(rows.map((r) => r[0])).not.toContain(romashka[1].id);
      expect(rows.map((r) => r[0])).toContain(romashka[2].id);
      expect(res.json.items.every((i) => i.deliveryType === "pickup")).toBe(true);
      expect((await deliveries(token, { deliveryType: "delivery" })).json.items).toEqual([]);
      expect((await deliveries(token, { deliveryType: "drone" })).status).toBe(400);
    } finally {
      await db.update(orders).set({ expectedAt: null, status: "confirmed" }).where(eq(orders.id, romashka[0].id));
      await db.update(orders).set({ status: "confirmed" }).where(eq(orders.id, romashka[1].id));
    }
  });
});

describe("where the site shows no legal documents", () => {
  it("answers 403 to every documents call", async () => {
    await patchSite("localhost", { settings: { isAllowedViewLegalDocuments: false } });
    try {
      const token = await tokenFor("buyer@demo.test");
      const id = invoiceOf(romashka[1]).id;
      expect((await list(token)).status).toBe(403);
      expect((await list(token)).json.message).toBe("Документы на этом сайте недоступны.");
      expect((await one(token, id)).status).toBe(403);
      expect((await pdf(token, id)).status).toBe(403);
      expect((await xlsx(token, id)).status).toBe(403);
      expect((await file(exportRoute, "/api/v1/documents/export", token)).status).toBe(403);
      expect((await payments(token)).status).toBe(403);
      expect((await deliveries(token)).status).toBe(403);
    } finally {
      await patchSite("localhost", { settings: { isAllowedViewLegalDocuments: true } });
    }
  });

  it("answers 403 where the site's documents area is switched off", async () => {
    await patchSite("localhost", { featureFlags: { documents: false } });
    try {
      expect((await list(await tokenFor("buyer@demo.test"))).status).toBe(403);
    } finally {
      await patchSite("localhost", { featureFlags: { documents: true } });
    }
  });
});

describe("the seller's requisites", () => {
  it("are checked whole before they are stored", async () => {
    const site = await siteOf("second.localhost");
    await expect(setSellerRequisites(site, { inn: "123" })).rejects.toThrow(/ИНН/);
    await expect(setSellerRequisites(site, { bic: "04452599" })).rejects.toThrow(/БИК/);
    const saved = await setSellerRequisites(site, { director: "Орлова Н. С.", accountant: "" });
    expect(saved).toMatchObject({ director: "Орлова Н. С.", accountant: null, inn: "5001234567" });
    expect((await siteOf("second.localhost")).config.sellerRequisites?.director).toBe("Орлова Н. С.");
  });
});
