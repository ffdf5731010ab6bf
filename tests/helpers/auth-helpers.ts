import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { outbox, regions, sites } from "@/lib/server/db/schema";
import type { TCaptchaSettings, TSiteConfig } from "@/lib/server/db/schema";
import { clearSiteCache, resolveSite } from "@/lib/server/sites/resolve-site";

export async function siteOf(host: string) {
  const site = await resolveSite(host);
  if (!site) throw new Error(`no site ${host}`);
  return site;
}

/** The 6-digit code of the latest outbox message to a recipient (e-mail in lower case or 10-digit phone). */
export async function lastCodeFor(recipient: string, host = "localhost"): Promise<string> {
  const site = await siteOf(host);
  const [row] = await getDb()
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.siteId, site.id), eq(outbox.recipient, recipient)))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = row ? /\b(\d{6})\b/.exec(row.body)?.[1] : undefined;
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

export async function outboxCount(recipient: string, host = "localhost"): Promise<number> {
  const site = await siteOf(host);
  const rows = await getDb()
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.siteId, site.id), eq(outbox.recipient, recipient)));
  return rows.length;
}

export async function anyRegionId(host = "localhost"): Promise<number> {
  const site = await siteOf(host);
  const [row] = await getDb().select({ id: regions.id }).from(regions).where(eq(regions.siteId, site.id)).limit(1);
  if (!row) throw new Error(`no region on ${host}`);
  return row.id;
}

/** Changes a site's captcha or config for a test (and forgets the cached site). */
export async function patchSite(host: string, patch: { captcha?: Partial<TCaptchaSettings>; config?: Partial<TSiteConfig> }) {
  const site = await siteOf(host);
  await getDb()
    .update(sites)
    .set({ captcha: { ...site.captcha, ...patch.captcha }, config: { ...site.config, ...patch.config } })
    .where(eq(sites.id, site.id));
  clearSiteCache();
}

/** A distinct client address per test, so per-IP limits of one test do not leak into another. */
let ipCounter = 0;
export function freshIp(): Record<string, string> {
  ipCounter += 1;
  return { "x-forwarded-for": `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` };
}
