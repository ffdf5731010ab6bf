import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "../db/client";
import { siteHosts } from "../db/schema";
import { AppError } from "../http/app-error";
import { assertHostsFree, parseHostName } from "./host-name";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";

// The seller console's texts, in the operator's language (ADR 0032).
const t = translator(operatorLocale, "sellerConsole.sites");

export type TSiteHost = { host: string; isPrimary: boolean };

/** A site's hosts, the primary one first. */
export async function listSiteHosts(siteId: number): Promise<TSiteHost[]> {
  return getDb()
    .select({ host: siteHosts.host, isPrimary: siteHosts.isPrimary })
    .from(siteHosts)
    .where(eq(siteHosts.siteId, siteId))
    .orderBy(desc(siteHosts.isPrimary), asc(siteHosts.id));
}

/**
 * Adds and removes a site's hosts and picks its primary one (the address links and the 1C exchange use).
 * A site keeps at least one host and exactly one primary: removing the primary promotes the first left.
 */
export async function updateSiteHosts(siteId: number, change: { add?: string[]; remove?: string[]; primary?: string }): Promise<TSiteHost[]> {
  const add = [...new Set((change.add ?? []).map(parseHostName))];
  const remove = [...new Set((change.remove ?? []).map(parseHostName))];
  const primary = change.primary === undefined ? undefined : parseHostName(change.primary);
  await getDb().transaction(async (tx) => {
    const current = await tx.select().from(siteHosts).where(eq(siteHosts.siteId, siteId)).orderBy(desc(siteHosts.isPrimary), asc(siteHosts.id));
    const known = new Set(current.map((h) => h.host));
    const unknown = remove.find((h) => !known.has(h));
    if (unknown) throw new AppError("NOT_FOUND", t("noSuchHost", { host: unknown }));
    const clash = add.find((h) => remove.includes(h));
    if (clash) throw new AppError("BAD_REQUEST", t("hostAddedAndRemoved", { host: clash }));
    await assertHostsFree(tx, add, siteId);
    const fresh = add.filter((h) => !known.has(h));
    const left = [...current.map((h) => h.host).filter((h) => !remove.includes(h)), ...fresh];
    if (!left.length) throw new AppError("BAD_REQUEST", t("lastHost"));
    if (primary && !left.includes(primary)) throw new AppError("BAD_REQUEST", t("primaryNotAHost", { host: primary }));
    const keptPrimary = current.find((h) => h.isPrimary && !remove.includes(h.host))?.host;
    const nextPrimary = primary ?? keptPrimary ?? left[0];

    if (remove.length) await tx.delete(siteHosts).where(and(eq(siteHosts.siteId, siteId), inArray(siteHosts.host, remove)));
    if (fresh.length) await tx.insert(siteHosts).values(fresh.map((host) => ({ siteId, host, isPrimary: false })));
    await tx.update(siteHosts).set({ isPrimary: false }).where(eq(siteHosts.siteId, siteId));
    await tx.update(siteHosts).set({ isPrimary: true }).where(and(eq(siteHosts.siteId, siteId), eq(siteHosts.host, nextPrimary)));
  });
  return listSiteHosts(siteId);
}
