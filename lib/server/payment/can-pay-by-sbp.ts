import "server-only";
import { getPaymentAdapter } from "../adapters/payment/get-payment-adapter";
import { documentState } from "../orders/document-state";
import type { TSite } from "../sites/resolve-site";

type TSbpSite = Pick<TSite, "settings" | "featureFlags">;

/** Whether the site takes SBP payments: its isAllowedSbpPay setting, its orderPayment flag, and a bank to pay through. */
export function isSbpEnabled(site: TSbpSite): boolean {
  return site.settings.isAllowedSbpPay && site.featureFlags.orderPayment && getPaymentAdapter() !== null;
}

/**
 * Whether a buyer of `company` may pay this document by SBP now: SBP is on for the site, the document
 * is an invoice of an order of that company, and it waits for payment (awaiting or overdue, not paid,
 * not expired). The order screen and the documents list call it for each invoice they show.
 */
export function canPayBySbp(
  site: TSbpSite,
  company: { id: number },
  document: { kind: string; companyId: number; validUntil: Date | null; paymentDueAt: Date | null; paidAt: Date | null },
  now = new Date(),
): boolean {
  if (!isSbpEnabled(site) || document.kind !== "invoice" || document.companyId !== company.id) return false;
  const state = documentState(document, now);
  return state === "awaiting-payment" || state === "payment-overdue";
}
