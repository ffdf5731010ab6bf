import { ZSbpPayment, ZSbpPaymentParams } from "@/lib/contracts/payment";
import { route } from "@/lib/server/http/route";
import { getSbpPayment } from "@/lib/server/payment/sbp-payments";

// GET /api/v1/payment/sbp/{paymentId} — the payment's state (pending / paid)
export const GET = route({ auth: "required", params: ZSbpPaymentParams, response: ZSbpPayment }, ({ site, auth, locale, params }) => getSbpPayment({ site, auth, locale }, params));
