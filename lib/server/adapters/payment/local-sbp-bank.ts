import "server-only";
import type { TEnv } from "../../env";
import type { TPaymentAdapter } from "./types";

/**
 * The local SBP bank (a simulator): its payment page is /dev/sbp-bank/{paymentId} of this storefront,
 * where «Оплатить» makes the bank send the signed callback. Used when SBP_LOCAL=1, or outside
 * production unless SBP_LOCAL=0 — a production server never offers it by accident.
 */
export function isLocalSbpBankAllowed(env: Pick<TEnv, "NODE_ENV" | "SBP_LOCAL">): boolean {
  if (env.SBP_LOCAL === "1") return true;
  return env.NODE_ENV !== "production" && env.SBP_LOCAL !== "0";
}

export const localSbpBank: TPaymentAdapter = {
  name: "local",
  async createPayment({ paymentId, origin }) {
    const link = `${origin}/dev/sbp-bank/${encodeURIComponent(paymentId)}`;
    return { qrPayload: link, link };
  },
};
