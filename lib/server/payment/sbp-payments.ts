import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import QRCode from "qrcode";
import type { TCreateSbpPaymentRequest, TSbpPayment } from "@/lib/contracts/payment";
import { getPaymentAdapter } from "../adapters/payment/get-payment-adapter";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { orderDocuments, orders, sbpPayments } from "../db/schema";
import { AppError } from "../http/app-error";
import { visibleCompanyIds } from "../orders/visible-company-ids";
import { kopecksToDecimal } from "@/lib/shared/money";
import { canPayBySbp, isSbpEnabled } from "./can-pay-by-sbp";
import { translator } from "@/lib/server/i18n/translator";

type TPaymentRow = typeof sbpPayments.$inferSelect;

async function qrImageOf(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

async function formatPayment(row: TPaymentRow): Promise<TSbpPayment> {
  return {
    paymentId: row.paymentId,
    documentId: row.documentId,
    amount: kopecksToDecimal(row.amount),
    status: row.status,
    qrPayload: row.qrPayload,
    qrImage: await qrImageOf(row.qrPayload),
    link: row.link,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

function assertEnabled({ site, locale }: Pick<TCartContext, "site" | "locale">): void {
  if (!isSbpEnabled(site)) throw new AppError("FORBIDDEN", translator(locale, "sbpApi")("disabled"));
}

/**
 * POST /api/v1/payment/sbp: a payment of an invoice of the buyer's (visible) companies through the
 * site's SBP bank — its link and QR code. A pending payment of the same amount is given again, so a
 * second click shows the same QR. SBP off → 403; someone else's or no invoice → 404; paid or expired → 409.
 */
export async function createSbpPayment(ctx: TCartContext & { origin: string; now?: Date }, { documentId }: TCreateSbpPaymentRequest): Promise<TSbpPayment> {
  const { site, locale } = ctx;
  assertEnabled(ctx);
  const now = ctx.now ?? new Date();
  const companyIds = await visibleCompanyIds(ctx);
  const db = getDb();
  const [doc] = companyIds.length
    ? await db
        .select({ document: orderDocuments, companyId: orders.companyId })
        .from(orderDocuments)
        .innerJoin(orders, and(eq(orders.siteId, orderDocuments.siteId), eq(orders.id, orderDocuments.orderId)))
        .where(and(eq(orderDocuments.siteId, site.id), eq(orderDocuments.id, documentId), eq(orderDocuments.kind, "invoice"), inArray(orders.companyId, companyIds)))
    : [];
  if (!doc) throw new AppError("NOT_FOUND", translator(locale, "sbpApi")("notFound"));
  if (!canPayBySbp(site, { id: doc.companyId }, { ...doc.document, companyId: doc.companyId }, now)) throw new AppError("CONFLICT", translator(locale, "sbpApi")("notPayable"));

  const [pending] = await db
    .select()
    .from(sbpPayments)
    .where(and(eq(sbpPayments.siteId, site.id), eq(sbpPayments.documentId, doc.document.id), eq(sbpPayments.status, "pending"), eq(sbpPayments.amount, doc.document.total)))
    .orderBy(desc(sbpPayments.id))
    .limit(1);
  if (pending) return formatPayment(pending);

  const adapter = getPaymentAdapter();
  if (!adapter) throw new AppError("FORBIDDEN", translator(locale, "sbpApi")("disabled"));
  const paymentId = randomUUID();
  const link = await adapter.createPayment({ paymentId, amount: doc.document.total, purpose: translator(locale, "sbpApi")("purpose", { number: doc.document.number }), origin: ctx.origin });
  const [row] = await db
    .insert(sbpPayments)
    .values({ siteId: site.id, companyId: doc.companyId, documentId: doc.document.id, paymentId, amount: doc.document.total, provider: adapter.name, qrPayload: link.qrPayload, link: link.link, createdAt: now })
    .returning();
  return formatPayment(row);
}

/** GET /api/v1/payment/sbp/{paymentId}: the payment's state (the dialog polls it until paid); another company's → 404. */
export async function getSbpPayment(ctx: TCartContext, { paymentId }: { paymentId: string }): Promise<TSbpPayment> {
  const { site, locale } = ctx;
  assertEnabled(ctx);
  const companyIds = await visibleCompanyIds(ctx);
  const [row] = companyIds.length
    ? await getDb()
        .select()
        .from(sbpPayments)
        .where(and(eq(sbpPayments.siteId, site.id), eq(sbpPayments.paymentId, paymentId), inArray(sbpPayments.companyId, companyIds)))
    : [];
  if (!row) throw new AppError("NOT_FOUND", translator(locale, "sbpApi")("paymentNotFound"));
  return formatPayment(row);
}
