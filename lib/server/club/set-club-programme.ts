import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { brands, clubLevels, clubRules, sections, sites } from "../db/schema";
import { AppError } from "../http/app-error";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";
import { clearSiteCache, type TSite } from "../sites/resolve-site";
import { clearClubProgramCache } from "./club-program";

// The seller console's texts, in the operator's language (ADR 0032).
const t = translator(operatorLocale, "sellerConsole");

// The seller console's club commands (club, club:level, club:rule). Another server process sees a change
// within a minute (the programme's cache); the site switch within SITE_CACHE_TTL_MS.

/** Turns the site's golden club on or off (sites.config.goldenClub), and sets the share of an order bonuses may pay when given. */
export async function switchGoldenClub(site: TSite, enabled: boolean, spendMaxPercent?: number): Promise<void> {
  const goldenClub = { spendMaxPercent: 0, ...site.config.goldenClub, enabled, ...(spendMaxPercent === undefined ? {} : { spendMaxPercent }) };
  await getDb()
    .update(sites)
    .set({ config: { ...site.config, goldenClub } })
    .where(eq(sites.id, site.id));
  clearSiteCache();
}

/** Adds a level, or changes the level of that name (its threshold and percent). */
export async function setClubLevel(site: Pick<TSite, "id">, level: { name: string; turnoverFrom: number; percentBp: number }): Promise<"created" | "updated"> {
  const db = getDb();
  const taken = await db.select({ id: clubLevels.id, name: clubLevels.name }).from(clubLevels).where(and(eq(clubLevels.siteId, site.id), eq(clubLevels.turnoverFrom, level.turnoverFrom)));
  if (taken.some((l) => l.name !== level.name)) throw new AppError("CONFLICT", t("club.turnoverTaken", { level: taken[0].name }));
  const [existing] = await db.select({ id: clubLevels.id }).from(clubLevels).where(and(eq(clubLevels.siteId, site.id), eq(clubLevels.name, level.name)));
  if (existing) await db.update(clubLevels).set({ turnoverFrom: level.turnoverFrom, percentBp: level.percentBp }).where(eq(clubLevels.id, existing.id));
  else await db.insert(clubLevels).values({ siteId: site.id, ...level });
  clearClubProgramCache();
  return existing ? "updated" : "created";
}

/** Removes the level of that name; false when there is none. */
export async function removeClubLevel(site: Pick<TSite, "id">, name: string): Promise<boolean> {
  const removed = await getDb().delete(clubLevels).where(and(eq(clubLevels.siteId, site.id), eq(clubLevels.name, name))).returning({ id: clubLevels.id });
  clearClubProgramCache();
  return removed.length > 0;
}

/**
 * Sets the percent of a brand or a section (by its name; a name several sections share is refused), or
 * removes the rule with `percentBp: null`. Returns the rules changed.
 */
export async function setClubRule(site: Pick<TSite, "id">, target: { brand: string } | { section: string }, percentBp: number | null): Promise<number> {
  const db = getDb();
  const isBrand = "brand" in target;
  const name = isBrand ? target.brand : target.section;
  const found = isBrand
    ? await db.select({ id: brands.id }).from(brands).where(and(eq(brands.siteId, site.id), eq(brands.name, name)))
    : await db.select({ id: sections.id }).from(sections).where(and(eq(sections.siteId, site.id), eq(sections.name, name)));
  if (found.length === 0) throw new AppError("NOT_FOUND", isBrand ? t("notOnSite.brand", { name }) : t("notOnSite.section", { name }));
  if (found.length > 1) throw new AppError("CONFLICT", t("club.sectionAmbiguous", { name }));
  const column = isBrand ? clubRules.brandId : clubRules.sectionId;
  const id = found[0].id;
  const changed = await db.transaction(async (tx) => {
    const removed = await tx.delete(clubRules).where(and(eq(clubRules.siteId, site.id), eq(column, id))).returning({ id: clubRules.id });
    if (percentBp === null) return removed.length;
    await tx.insert(clubRules).values({ siteId: site.id, percentBp, ...(isBrand ? { brandId: id } : { sectionId: id }) });
    return 1;
  });
  clearClubProgramCache();
  return changed;
}
