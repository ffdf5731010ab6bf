import { z } from "zod";
import { requestOrigin } from "@/lib/server/auth/request-origin";
import { AppError } from "@/lib/server/http/app-error";
import { route } from "@/lib/server/http/route";
import { findLocalBankPayment, payAtLocalBank } from "@/lib/server/payment/local-sbp-bank-pay";
import { redirectResponse } from "@/lib/contracts/http";
import { translator } from "@/lib/server/i18n/translator";

// POST /api/v1/dev/sbp-bank/{paymentId}/pay — «Оплатить» on the local bank simulator's page: the bank calls our callback, then shows the result
export const POST = route({ auth: "none", params: z.object({ paymentId: z.string().max(100) }), response: redirectResponse }, async ({ site, locale, request, params }) => {
  const payment = await findLocalBankPayment(site, params.paymentId);
  if (!payment) throw new AppError("NOT_FOUND", translator(locale, "sbpApi")("paymentNotFound"));
  const origin = requestOrigin(request);
  const result = await payAtLocalBank(site, payment, origin);
  return new Response(null, { status: 303, headers: { location: `${origin}/dev/sbp-bank/${encodeURIComponent(payment.paymentId)}?result=${result}` } });
});
