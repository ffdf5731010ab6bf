import "server-only";
import type { TAddressSuggestQuery, TSuggestResponse } from "@/lib/contracts/lookup";
import type { TLocale } from "@/lib/shared/locales";
import { logger } from "../../log";
import type { TSite } from "../../sites/resolve-site";
import { limitRemoteLookup } from "./limit-remote-lookup";
import { localCompanyLookup } from "./local-company-lookup";
import { pickCompanyLookup } from "./pick-company-lookup";

/** Address suggestions (city, street, house…) for sign-up and delivery forms; falls back to the local data set like companies. */
export async function suggestAddress({ site, locale, ip }: { site: TSite; locale: TLocale; ip: string }, { service, query }: { service: string; query: TAddressSuggestQuery }): Promise<TSuggestResponse> {
  const { adapter, isRemote } = pickCompanyLookup(site, service, locale);
  if (isRemote) await limitRemoteLookup({ site, ip, locale });
  const suggestions = await adapter.suggestAddress(query).catch((err: unknown) => {
    if (!isRemote) throw err;
    logger.warn({ err, siteId: site.id }, "address lookup failed; using the local data set");
    return localCompanyLookup.suggestAddress(query);
  });
  return { suggestions };
}
