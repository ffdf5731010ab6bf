import { readBodyText } from "@/lib/server/http/request-input";
import { route } from "@/lib/server/http/route";
import { applySbpCallback } from "@/lib/server/payment/apply-sbp-callback";

// POST /api/v1/payment/sbp/callback — the bank's signed notice that a payment went through (idempotent)
export const POST = route({ auth: "none", rawBody: true }, async ({ site, locale, request }) =>
  applySbpCallback({ site, locale }, { rawBody: await readBodyText(request), signature: request.headers.get("x-sbp-signature") }),
);
