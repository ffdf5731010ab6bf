import { readBodyText } from "@/lib/server/http/request-input";
import { route } from "@/lib/server/http/route";
import { applySbpCallback } from "@/lib/server/payment/apply-sbp-callback";
import { ZSbpCallbackResponse } from "@/lib/contracts/payment";

// POST /api/v1/payment/sbp/callback — the bank's signed notice that a payment went through (idempotent)
export const POST = route({ auth: "none", rawBody: true, response: ZSbpCallbackResponse }, async ({ site, locale, request }) =>
  applySbpCallback({ site, locale }, { rawBody: await readBodyText(request), signature: request.headers.get("x-sbp-signature") }),
);
