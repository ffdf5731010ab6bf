import { listBankProviders } from "@/lib/server/auth/bank/list-bank-providers";
import { route } from "@/lib/server/http/route";
import { ZBankProvidersResponse } from "@/lib/contracts/bank-auth";

// GET /api/v2/user/bank/providers — the banks a buyer can sign in with on this site
export const GET = route({ auth: "none", response: ZBankProvidersResponse }, ({ site }) => listBankProviders({ site }));
