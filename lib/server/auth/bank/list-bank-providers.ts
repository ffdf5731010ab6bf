import "server-only";
import type { TBankProvidersResponse } from "@/lib/contracts/bank-auth";
import { siteBankProviders } from "../../adapters/bank-id/site-bank-providers";
import type { TSite } from "../../sites/resolve-site";

/** GET /api/v2/user/bank/providers: the banks a buyer can sign in with on this site (no secrets). */
export async function listBankProviders({ site }: { site: Pick<TSite, "config"> }): Promise<TBankProvidersResponse> {
  return { items: siteBankProviders(site).map(({ id, name }) => ({ id, name })) };
}
