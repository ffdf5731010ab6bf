import { ZBankCompleteRequest, ZBankCompleteResponse, ZBankProviderParams } from "@/lib/contracts/bank-auth";
import { completeBankSignIn } from "@/lib/server/auth/bank/complete-bank-sign-in";
import { route } from "@/lib/server/http/route";

// POST /api/v2/user/bank/{provider}/complete — finishes the code flow with the query of /auth/{provider}/complete
export const POST = route({ auth: "none", params: ZBankProviderParams, body: ZBankCompleteRequest, response: ZBankCompleteResponse }, ({ site, locale, ip, params, body }) =>
  completeBankSignIn({ site, locale, ip }, { providerId: params.provider, query: body }),
);
