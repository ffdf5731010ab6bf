import "server-only";

/** What the buyer's bank app needs to pay: the link (opened on a phone) and what the QR code encodes. */
export type TSbpPaymentLink = { qrPayload: string; link: string };

/**
 * An SBP payment provider (the seller's bank). It registers a payment of `amount` kopecks under our
 * `paymentId`; the bank later confirms it by a signed callback to POST /api/v1/payment/sbp/callback.
 */
export type TPaymentAdapter = {
  name: string;
  createPayment: (input: { paymentId: string; amount: number; purpose: string; origin: string }) => Promise<TSbpPaymentLink>;
};
