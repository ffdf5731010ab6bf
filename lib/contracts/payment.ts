import { z } from "zod";
import { ZMoney } from "./user";

// POST /api/v1/payment/sbp — a QR and a link to pay an invoice by SBP
export const ZCreateSbpPaymentRequest = z.object({ documentId: z.number().int().min(1).max(2_147_483_647) });
export type TCreateSbpPaymentRequest = z.infer<typeof ZCreateSbpPaymentRequest>;

export const ZSbpPaymentStatus = z.enum(["pending", "paid"]);

export const ZSbpPayment = z.object({
  paymentId: z.string(),
  documentId: z.number().int(),
  amount: ZMoney,
  status: ZSbpPaymentStatus,
  /** What the QR code encodes (the bank's payment link). */
  qrPayload: z.string(),
  /** The QR code as an SVG data: URL. */
  qrImage: z.string(),
  link: z.string(),
  paidAt: z.string().nullable(),
});
export type TSbpPayment = z.infer<typeof ZSbpPayment>;

// GET /api/v1/payment/sbp/{paymentId}
export const ZSbpPaymentParams = z.object({ paymentId: z.string().uuid() });

/**
 * POST /api/v1/payment/sbp/callback — the bank's notice of a payment. The raw body is signed:
 * X-Sbp-Signature: sha256=<hex HMAC-SHA256 of the body with the site's key>.
 */
export const ZSbpCallback = z.object({
  paymentId: z.string().uuid(),
  operationId: z.string().min(1).max(100),
  /** Kopecks paid. */
  amount: z.number().int().min(1),
  status: z.literal("paid"),
  paidAt: z.string().datetime({ offset: true }),
});
export type TSbpCallback = z.infer<typeof ZSbpCallback>;
export const ZSbpCallbackResponse = z.object({ ok: z.literal(true), alreadyPaid: z.boolean() });
export type TSbpCallbackResponse = z.infer<typeof ZSbpCallbackResponse>;
