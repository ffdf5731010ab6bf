import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { TInfoResponse } from "@/lib/contracts/app";
import { DEFAULT_RELATION_WORDS } from "@/lib/shared/relation-keyword";
import type { TLocale } from "@/lib/shared/locales";
import type { TAuth } from "../auth/authenticate";
import { getDb } from "../db/client";
import { features } from "../db/schema";
import type { TSite } from "../sites/resolve-site";
import { listSiteRegions } from "./list-site-regions";
import { siteLocaleFor, siteLocales } from "./site-locales";

const MAX_FILTERS = 20;
const CURRENCY_SIGNS: Record<string, string> = { RUB: "₽" };

/**
 * GET /api/v1/info: what the storefront needs before anything else — site flags, the client-safe
 * configuration, languages, regions and the visitor's region (the user's own, else the site default).
 */
export async function getAppInfo({ site, auth, locale }: { site: TSite; auth: TAuth | null; locale: TLocale }): Promise<TInfoResponse> {
  const [regionList, filterRows] = await Promise.all([
    listSiteRegions({ site }),
    getDb()
      .select({ id: features.id, name: features.name, unit: features.unit, kind: features.kind, primary: features.isPrimary })
      .from(features)
      .where(and(eq(features.siteId, site.id), eq(features.isPrimary, true)))
      .orderBy(asc(features.sort), asc(features.id))
      .limit(MAX_FILTERS),
  ]);
  const own = auth?.user.regionId ? regionList.find((r) => r.id === auth.user.regionId) : undefined;
  const region = own ?? regionList.find((r) => r.isDefault) ?? regionList[0];
  const currency = { code: site.currency, sign: CURRENCY_SIGNS[site.currency] ?? site.currency };
  const { config } = site;
  return {
    name: site.name,
    locale: siteLocaleFor(site, locale),
    locales: siteLocales(site),
    defaultLocale: siteLocales(site)[0],
    currency,
    settings: site.settings,
    config: {
      chatButton: config.chatButton ?? null,
      initialAuthMode: config.initialAuthMode ?? "signin",
      defaultSort: config.defaultSort ?? null,
      searchKeywords: config.searchKeywords ?? DEFAULT_RELATION_WORDS,
      b2bAnalytics: config.b2bAnalytics ?? { enabled: false, modules: {} },
      currency,
    },
    yandexMetrikaCounterId: config.yandexMetrikaCounterId ?? null,
    region: region ? { id: region.id, name: region.name } : null,
    regions: regionList.map((r) => ({ id: r.id, name: r.name })),
    modules: site.modules,
    featureFlags: { ...site.featureFlags, goldenClub: config.goldenClub?.enabled === true },
    filters: filterRows,
  };
}
