import "server-only";
import type { TCompanySuggestQuery, TSuggestResponse } from "@/lib/contracts/lookup";
import type { TLocale } from "@/lib/shared/locales";
import { logger } from "../../log";
import type { TSite } from "../../sites/resolve-site";
import { limitRemoteLookup } from "./limit-remote-lookup";
import { localCompanyLookup } from "./local-company-lookup";
import { pickCompanyLookup } from "./pick-company-lookup";
import { siteCompanySuggestions } from "./site-company-suggestions";

/**
 * Company suggestions for the sign-up form: the seller's own buyers first, then the lookup service.
 * When Dadata fails (network, quota, bad key) the bundled data set answers, so the form keeps working.
 */
export async function suggestCompany({ site, locale, ip }: { site: TSite; locale: TLocale; ip: string }, { service, query }: { service: string; query: TCompanySuggestQuery }): Promise<TSuggestResponse> {
  const { adapter, isRemote } = pickCompanyLookup(site, service, locale);
  if (isRemote) await limitRemoteLookup({ site, ip, locale });
  const [own, found] = await Promise.all([
    siteCompanySuggestions({ site }, query),
    adapter.suggestCompany(query).catch((err: unknown) => {
      if (!isRemote) throw err;
      logger.warn({ err, siteId: site.id }, "company lookup failed; using the local data set");
      return localCompanyLookup.suggestCompany(query);
    }),
  ]);
  const inns = new Set(own.map((s) => String(s.data.inn)));
  const suggestions = [...own, ...found.filter((s) => !inns.has(String(s.data.inn)))].slice(0, query.count);
  return { suggestions };
}
