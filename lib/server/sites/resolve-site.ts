import "server-only";
import { asc, desc, eq, isNotNull } from "drizzle-orm";
import { getDb } from "../db/client";
import { siteHosts, sites } from "../db/schema";
import { getEnv } from "../env";
import { normalizeHost } from "@/lib/shared/host";

export type TSite = typeof sites.$inferSelect;

/** What a host resolves to: an active site, a known but disabled site, or nothing. */
export type TSiteLookup = { kind: "active"; site: TSite } | { kind: "inactive"; site: TSite } | { kind: "unknown" };

type TCacheEntry = { at: number; value: TSiteLookup };
const globalForSites = globalThis as unknown as { __b2bSiteCache?: Map<string, TCacheEntry> };
const cache = (globalForSites.__b2bSiteCache ??= new Map());

/** The only way code learns the site: by the request's host, cached for SITE_CACHE_TTL_MS. */
export async function lookupSite(host: string | null | undefined): Promise<TSiteLookup> {
  const key = normalizeHost(host);
  if (!key) return { kind: "unknown" };
  const ttl = getEnv().SITE_CACHE_TTL_MS;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < ttl) return hit.value;
  const rows = await getDb()
    .select({ site: sites })
    .from(siteHosts)
    .innerJoin(sites, eq(sites.id, siteHosts.siteId))
    .where(eq(siteHosts.host, key))
    .limit(1);
  const site = rows[0]?.site;
  const value: TSiteLookup = !site ? { kind: "unknown" } : site.isActive ? { kind: "active", site } : { kind: "inactive", site };
  if (cache.size > 10_000) cache.clear();
  cache.set(key, { at: Date.now(), value });
  return value;
}

export async function resolveSite(host: string | null | undefined): Promise<TSite | null> {
  const found = await lookupSite(host);
  return found.kind === "active" ? found.site : null;
}

const globalForHosts = globalThis as unknown as { __b2bSiteHosts?: Map<number, { at: number; value: string[] }> };
const hostsCache = (globalForHosts.__b2bSiteHosts ??= new Map());

/** Every host configured for a site (its pages may be framed by these only), cached like lookupSite. */
export async function getSiteHosts(siteId: number): Promise<string[]> {
  const hit = hostsCache.get(siteId);
  if (hit && Date.now() - hit.at < getEnv().SITE_CACHE_TTL_MS) return hit.value;
  const rows = await getDb().select({ host: siteHosts.host }).from(siteHosts).where(eq(siteHosts.siteId, siteId)).orderBy(desc(siteHosts.isPrimary), asc(siteHosts.host));
  const value = rows.map((row) => row.host);
  if (hostsCache.size > 10_000) hostsCache.clear();
  hostsCache.set(siteId, { at: Date.now(), value });
  return value;
}

/** Forget cached hosts (after a site's hosts or settings change, and between tests). */
export function clearSiteCache(): void {
  cache.clear();
  hostsCache.clear();
}

const globalForMarket = globalThis as unknown as { __b2bMarketUrl?: { at: number; value: string | null } };

/**
 * The marketplace catalogue linked from the site-not-found page of an unknown host: MARKET_URL, else the
 * marketplace the platform's sellers point to (the first site that has one).
 */
export async function getPlatformMarketUrl(): Promise<string | null> {
  const fromEnv = getEnv().MARKET_URL;
  if (fromEnv) return fromEnv;
  const hit = globalForMarket.__b2bMarketUrl;
  if (hit && Date.now() - hit.at < getEnv().SITE_CACHE_TTL_MS) return hit.value;
  const [row] = await getDb().select({ marketUrl: sites.marketUrl }).from(sites).where(isNotNull(sites.marketUrl)).orderBy(asc(sites.id)).limit(1);
  const value = row?.marketUrl ?? null;
  globalForMarket.__b2bMarketUrl = { at: Date.now(), value };
  return value;
}
