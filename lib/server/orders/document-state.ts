import "server-only";
import type { TOrderDocument } from "@/lib/contracts/orders";

/**
 * A document's state at `now`: paid once paid; otherwise expired after its validity date, or
 * payment-overdue after its payment due date while still valid; else awaiting payment.
 */
export function documentState(doc: { validUntil: Date | null; paymentDueAt: Date | null; paidAt: Date | null }, now: Date): TOrderDocument["state"] {
  if (doc.paidAt) return "paid";
  if (doc.validUntil && doc.validUntil.getTime() < now.getTime()) return "expired";
  if (doc.paymentDueAt && doc.paymentDueAt.getTime() < now.getTime()) return "payment-overdue";
  return "awaiting-payment";
}
