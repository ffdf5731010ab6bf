import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { ZSbpCallback, type TSbpCallbackResponse } from "@/lib/contracts/payment";
import type { TLocale } from "@/lib/shared/locales";
import { getDb } from "../db/client";
import { orderDocuments, orders, sbpPayments } from "../db/schema";
import { AppError } from "../http/app-error";
import { parseJsonText } from "../http/request-input";
import { parseWith } from "../http/route";
import type { TSite } from "../sites/resolve-site";
import { isSbpEnabled } from "./can-pay-by-sbp";
import { isSbpSignatureValid } from "./sbp-signature";
import { translator } from "@/lib/server/i18n/translator";

/**
 * POST /api/v1/payment/sbp/callback: the bank says a payment went through. The signature over the raw
 * body is checked first (forged → 401, nothing read further); then, in one transaction with the payment
 * locked, the amount must be the payment's (else 400) and the payment becomes paid with the invoice's
 * paid_at. The same notice again (a retry or a replay) changes nothing and answers alreadyPaid; another
 * operation for a paid payment is 409.
 */
export async function applySbpCallback(
  { site, locale }: { site: TSite; locale: TLocale },
  { rawBody, signature, now = new Date() }: { rawBody: string; signature: string | null; now?: Date },
): Promise<TSbpCallbackResponse> {
  if (!isSbpEnabled(site)) throw new AppError("FORBIDDEN", translator(locale, "sbpApi")("disabled"));
  if (!isSbpSignatureValid(site, rawBody, signature)) throw new AppError("UNAUTHORIZED", translator(locale, "sbpApi")("badSignature"));
  let json: unknown;
  try {
    json = parseJsonText(rawBody);
  } catch {
    throw new AppError("BAD_REQUEST", translator(locale, "sbpApi")("badBody"));
  }
  const notice = parseWith(ZSbpCallback, json);
  return getDb().transaction(async (tx): Promise<TSbpCallbackResponse> => {
    const [payment] = await tx
      .select()
      .from(sbpPayments)
      .where(and(eq(sbpPayments.siteId, site.id), eq(sbpPayments.paymentId, notice.paymentId)))
      .for("update");
    if (!payment) throw new AppError("NOT_FOUND", translator(locale, "sbpApi")("paymentNotFound"));
    if (notice.amount !== payment.amount) {
      const message = translator(locale, "sbpApi")("amountMismatch");
      throw new AppError("BAD_REQUEST", message, { errors: { amount: [message] } });
    }
    if (payment.status === "paid") {
      if (payment.operationId === notice.operationId) return { ok: true, alreadyPaid: true };
      throw new AppError("CONFLICT", translator(locale, "sbpApi")("alreadyPaidOtherOperation"));
    }
    const paidAt = new Date(notice.paidAt);
    await tx.update(sbpPayments).set({ status: "paid", operationId: notice.operationId, paidAt }).where(eq(sbpPayments.id, payment.id));
    const [doc] = await tx
      .update(orderDocuments)
      .set({ paidAt })
      .where(and(eq(orderDocuments.siteId, site.id), eq(orderDocuments.id, payment.documentId), isNull(orderDocuments.paidAt)))
      .returning({ orderId: orderDocuments.orderId });
    // The order changed for the buyer and for the seller's exchange (1C learns of the payment).
    if (doc) await tx.update(orders).set({ updatedAt: now }).where(and(eq(orders.siteId, site.id), eq(orders.id, doc.orderId)));
    return { ok: true, alreadyPaid: false };
  });
}
