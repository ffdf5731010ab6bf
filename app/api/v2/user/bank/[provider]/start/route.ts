import { ZBankProviderParams, ZBankStartRequest, ZBankStartResponse } from "@/lib/contracts/bank-auth";
import { requestOrigin } from "@/lib/server/auth/bank/request-origin";
import { startBankSignIn } from "@/lib/server/auth/bank/start-bank-sign-in";
import { route } from "@/lib/server/http/route";

// POST /api/v2/user/bank/{provider}/start — the provider's authorization address for a new sign-in
export const POST = route({ auth: "none", params: ZBankProviderParams, body: ZBankStartRequest, response: ZBankStartResponse }, ({ site, locale, ip, params, body, request }) =>
  startBankSignIn({ site, locale, ip }, { providerId: params.provider, origin: requestOrigin(request), input: body }),
);
