import { ZCreateSbpPaymentRequest, ZSbpPayment } from "@/lib/contracts/payment";
import { requestOrigin } from "@/lib/server/auth/request-origin";
import { route } from "@/lib/server/http/route";
import { createSbpPayment } from "@/lib/server/payment/sbp-payments";

// POST /api/v1/payment/sbp — an SBP payment (QR and link) of an invoice awaiting payment
export const POST = route({ auth: "required", body: ZCreateSbpPaymentRequest, response: ZSbpPayment }, ({ site, auth, locale, request, body }) =>
  createSbpPayment({ site, auth, locale, origin: requestOrigin(request) }, body),
);
