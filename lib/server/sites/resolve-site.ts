import "server-only";
import { asc, desc, eq, isNotNull } from "drizzle-orm";
import { namedCache, sharedAnswer, siteKey } from "../cache/named-cache";
import { getDb } from "../db/client";
import { siteHosts, sites } from "../db/schema";
import { getEnv } from "../env";
import { normalizeHost } from "@/lib/shared/host";

export type TSite = typeof sites.$inferSelect;

/** What a host resolves to: an active site, a known but disabled site, or nothing. */
export type TSiteLookup = { kind: "active"; site: TSite } | { kind: "inactive"; site: TSite } | { kind: "unknown" };

// Host → site, for every request: a host's site and its settings change rarely (a seller edits them).
// Invalidation: the writing services call clearSiteCache; on PostgreSQL a write of sites or site_hosts in
// any process drops every entry in every process (cache-listener.ts); at most SITE_CACHE_TTL_MS otherwise.
const sitesByHost = namedCache<Promise<TSiteLookup>>({
  name: "site-by-host",
  max: 10_000,
  invalidation: "clearSiteCache after a write; sites/site_hosts writes in any process; SITE_CACHE_TTL_MS",
  changedBy: ["sites", "site_hosts"],
});

/** The only way code learns the site: by the request's host, cached for SITE_CACHE_TTL_MS. */
export async function lookupSite(host: string | null | undefined): Promise<TSiteLookup> {
  const key = normalizeHost(host);
  if (!key) return { kind: "unknown" };
  return sharedAnswer(sitesByHost, key, () => readSite(key), getEnv().SITE_CACHE_TTL_MS).value;
}

async function readSite(host: string): Promise<TSiteLookup> {
  const rows = await getDb()
    .select({ site: sites })
    .from(siteHosts)
    .innerJoin(sites, eq(sites.id, siteHosts.siteId))
    .where(eq(siteHosts.host, host))
    .limit(1);
  const site = rows[0]?.site;
  return !site ? { kind: "unknown" } : site.isActive ? { kind: "active", site } : { kind: "inactive", site };
}

export async function resolveSite(host: string | null | undefined): Promise<TSite | null> {
  const found = await lookupSite(host);
  return found.kind === "active" ? found.site : null;
}

// A site's hosts (the frame-ancestors of its pages), invalidated like sitesByHost.
const hostsOfSite = namedCache<Promise<string[]>>({
  name: "site-hosts",
  max: 10_000,
  invalidation: "clearSiteCache after a write; sites/site_hosts writes in any process (that site's entry); SITE_CACHE_TTL_MS",
  changedBy: ["sites", "site_hosts"],
  isKeyedBySite: true,
});

/** Every host configured for a site (its pages may be framed by these only), cached like lookupSite. */
export async function getSiteHosts(siteId: number): Promise<string[]> {
  return sharedAnswer(
    hostsOfSite,
    siteKey(siteId),
    async () => {
      const rows = await getDb().select({ host: siteHosts.host }).from(siteHosts).where(eq(siteHosts.siteId, siteId)).orderBy(desc(siteHosts.isPrimary), asc(siteHosts.host));
      return rows.map((row) => row.host);
    },
    getEnv().SITE_CACHE_TTL_MS,
  ).value;
}

// One entry: the first seller's marketplace, invalidated like sitesByHost.
const marketUrl = namedCache<Promise<string | null>>({
  name: "platform-market-url",
  max: 1,
  invalidation: "clearSiteCache after a write; sites writes in any process; SITE_CACHE_TTL_MS",
  changedBy: ["sites"],
});

/** Forget cached sites, hosts and the marketplace link (after a site's hosts or settings change, and between tests). */
export function clearSiteCache(): void {
  sitesByHost.clear();
  hostsOfSite.clear();
  marketUrl.clear();
}

/**
 * The marketplace catalogue linked from the site-not-found page of an unknown host: MARKET_URL, else the
 * marketplace the platform's sellers point to (the first site that has one).
 */
export async function getPlatformMarketUrl(): Promise<string | null> {
  const fromEnv = getEnv().MARKET_URL;
  if (fromEnv) return fromEnv;
  return sharedAnswer(
    marketUrl,
    "market",
    async () => {
      const [row] = await getDb().select({ marketUrl: sites.marketUrl }).from(sites).where(isNotNull(sites.marketUrl)).orderBy(asc(sites.id)).limit(1);
      return row?.marketUrl ?? null;
    },
    getEnv().SITE_CACHE_TTL_MS,
  ).value;
}
