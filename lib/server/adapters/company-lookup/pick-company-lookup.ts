import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { AppError } from "../../http/app-error";
import { translator } from "../../i18n/translator";
import type { TSite } from "../../sites/resolve-site";
import { dadataCompanyLookup } from "./dadata-company-lookup";
import { localCompanyLookup } from "./local-company-lookup";
import type { TCompanyLookupAdapter } from "./types";

/**
 * The adapter behind `/api/v2/{lookupService}/…`: "dadata" means the seller's configured service —
 * Dadata when the site has a key, the bundled data set otherwise — so the storefront can always call
 * "dadata"; "local" forces the bundled data set. Anything else is not a route.
 */
export function pickCompanyLookup(site: Pick<TSite, "config">, service: string, locale: TLocale): { adapter: TCompanyLookupAdapter; isRemote: boolean } {
  if (service === "local") return { adapter: localCompanyLookup, isRemote: false };
  if (service !== "dadata") throw new AppError("NOT_FOUND", translator(locale, "app.errors")("lookupServiceNotFound"));
  const config = site.config.companyLookup;
  if (config?.provider === "dadata" && config.apiKey) {
    return { adapter: dadataCompanyLookup({ apiKey: config.apiKey, url: config.url }), isRemote: true };
  }
  return { adapter: localCompanyLookup, isRemote: false };
}
