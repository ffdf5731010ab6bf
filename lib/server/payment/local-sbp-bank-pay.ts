import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { TSbpCallback } from "@/lib/contracts/payment";
import { isLocalSbpBankAllowed } from "../adapters/payment/local-sbp-bank";
import { getDb } from "../db/client";
import { orderDocuments, sbpPayments } from "../db/schema";
import { getEnv } from "../env";
import type { TSite } from "../sites/resolve-site";
import { signSbpCallback } from "./sbp-signature";

export type TLocalBankPayment = { paymentId: string; amount: number; status: "pending" | "paid"; documentNumber: string };

/** The local bank's view of a payment made through it (its page /dev/sbp-bank/{paymentId}); null: no such payment, or the simulator is off. */
export async function findLocalBankPayment(site: Pick<TSite, "id">, paymentId: string): Promise<TLocalBankPayment | null> {
  if (!isLocalSbpBankAllowed(getEnv()) || !/^[0-9a-f-]{36}$/i.test(paymentId)) return null;
  const [row] = await getDb()
    .select({ paymentId: sbpPayments.paymentId, amount: sbpPayments.amount, status: sbpPayments.status, provider: sbpPayments.provider, documentNumber: orderDocuments.number })
    .from(sbpPayments)
    .innerJoin(orderDocuments, eq(orderDocuments.id, sbpPayments.documentId))
    .where(and(eq(sbpPayments.siteId, site.id), eq(sbpPayments.paymentId, paymentId)));
  return row && row.provider === "local" ? { paymentId: row.paymentId, amount: row.amount, status: row.status, documentNumber: row.documentNumber } : null;
}

export type TLocalBankResult = "paid" | "already" | "failed";

/**
 * «Оплатить» on the local bank's page: the bank sends the shop its signed callback over HTTP, as a real
 * bank would (to the origin the buyer opened the bank page on), and reports what the shop answered.
 */
export async function payAtLocalBank(site: Pick<TSite, "id" | "code">, payment: TLocalBankPayment, origin: string, fetchImpl: typeof fetch = fetch): Promise<TLocalBankResult> {
  const notice: TSbpCallback = { paymentId: payment.paymentId, operationId: `local-${randomUUID()}`, amount: payment.amount, status: "paid", paidAt: new Date().toISOString() };
  const body = JSON.stringify(notice);
  try {
    const res = await fetchImpl(`${origin}/api/v1/payment/sbp/callback`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-sbp-signature": signSbpCallback(site, body) },
      body,
    });
    if (!res.ok) return res.status === 409 ? "already" : "failed";
    const answer = (await res.json()) as { alreadyPaid?: boolean };
    return answer.alreadyPaid ? "already" : "paid";
  } catch {
    return "failed";
  }
}
