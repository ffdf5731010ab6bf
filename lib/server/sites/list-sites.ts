import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "../db/client";
import { exchangeAccounts, siteHosts, sites } from "../db/schema";

export type TSiteSummary = { id: number; code: string; name: string; isActive: boolean; hosts: string[]; exchangeLogin: string | null };

/** Every site with its hosts (the primary first) and its 1C exchange login, for the seller console. */
export async function listSites(): Promise<TSiteSummary[]> {
  const db = getDb();
  const [siteRows, hostRows, accountRows] = await Promise.all([
    db.select({ id: sites.id, code: sites.code, name: sites.name, isActive: sites.isActive }).from(sites).orderBy(asc(sites.id)),
    db.select().from(siteHosts).orderBy(asc(siteHosts.id)),
    db.select({ siteId: exchangeAccounts.siteId, login: exchangeAccounts.login }).from(exchangeAccounts),
  ]);
  return siteRows.map((s) => {
    const own = hostRows.filter((h) => h.siteId === s.id);
    const hosts = [...own.filter((h) => h.isPrimary), ...own.filter((h) => !h.isPrimary)].map((h) => h.host);
    return { ...s, hosts, exchangeLogin: accountRows.find((a) => a.siteId === s.id)?.login ?? null };
  });
}
