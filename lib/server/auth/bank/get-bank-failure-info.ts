import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { findBankProvider } from "../../adapters/bank-id/site-bank-providers";
import { getDb } from "../../db/client";
import { managers } from "../../db/schema";
import type { TSite } from "../../sites/resolve-site";

export type TBankFailureInfo = { providerName: string | null; supportEmail: string | null };

/**
 * What the completion page needs before it posts anything: the bank's name and where the failure
 * view's "contact support" goes — the site's configured address, else the first of the seller's
 * managers with an e-mail (the people the help menu lists).
 */
export async function getBankFailureInfo({ site }: { site: TSite }, providerId: string): Promise<TBankFailureInfo> {
  const providerName = findBankProvider(site, providerId)?.name ?? null;
  const configured = site.config.bankId?.supportEmail?.trim();
  if (configured) return { providerName, supportEmail: configured };
  const [manager] = await getDb()
    .select({ email: managers.email })
    .from(managers)
    .where(and(eq(managers.siteId, site.id), isNotNull(managers.email)))
    .orderBy(asc(managers.id))
    .limit(1);
  return { providerName, supportEmail: manager?.email ?? null };
}
