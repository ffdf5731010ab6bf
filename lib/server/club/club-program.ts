import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { namedCache, sharedAnswer, siteKey } from "../cache/named-cache";
import { getDb, type TDb, type TTx } from "../db/client";
import { brands, clubLevels, clubRules, sections } from "../db/schema";

export type TProgramLevel = { id: number; name: string; turnoverFrom: number; percentBp: number };
export type TProgramRule = { kind: "brand" | "section"; id: number; name: string; percentBp: number };

/** A site's club: its levels (lowest turnover first) and the percents by brand and by section. */
export type TClubProgram = {
  levels: TProgramLevel[];
  rules: TProgramRule[];
  brandBp: Map<number, number>;
  /** Every section under a section rule (the nearest rule up its path), so a product needs one lookup. */
  sectionBp: Map<number, number>;
};

// Levels and rules are a handful of rows per site and change when the seller edits them; the section rules
// also follow the section tree, which the 1C exchange changes. A write of any of them clears the site's
// programme in every process on PostgreSQL (migration 0030's triggers); the minute is the bound for a
// process that missed a notice while its listener reconnected (the listener empties its caches then anyway).
const TTL_MS = 60_000;
const cache = namedCache<Promise<TClubProgram>>({
  name: "club-program",
  max: 500,
  ttlMs: TTL_MS,
  invalidation: "clearClubProgramCache (the seller's club commands); other processes: notices of club_levels, club_rules, sections, brands",
  changedBy: ["club_levels", "club_rules", "sections", "brands"],
  isKeyedBySite: true,
});

async function readProgram(siteId: number, db: TDb | TTx): Promise<TClubProgram> {
  const [levels, brandRules, sectionRules] = await Promise.all([
    db
      .select({ id: clubLevels.id, name: clubLevels.name, turnoverFrom: clubLevels.turnoverFrom, percentBp: clubLevels.percentBp })
      .from(clubLevels)
      .where(eq(clubLevels.siteId, siteId))
      .orderBy(asc(clubLevels.turnoverFrom)),
    db
      .select({ id: brands.id, name: brands.name, percentBp: clubRules.percentBp })
      .from(clubRules)
      .innerJoin(brands, and(eq(brands.siteId, clubRules.siteId), eq(brands.id, clubRules.brandId)))
      .where(and(eq(clubRules.siteId, siteId), isNotNull(clubRules.brandId)))
      .orderBy(asc(brands.name)),
    db
      .select({ id: sections.id, name: sections.name, percentBp: clubRules.percentBp })
      .from(clubRules)
      .innerJoin(sections, and(eq(sections.siteId, clubRules.siteId), eq(sections.id, clubRules.sectionId)))
      .where(and(eq(clubRules.siteId, siteId), isNotNull(clubRules.sectionId)))
      .orderBy(asc(sections.name)),
  ]);
  const sectionBp = new Map<number, number>();
  if (sectionRules.length > 0) {
    const own = new Map(sectionRules.map((r) => [r.id, r.percentBp]));
    const all = await db.select({ id: sections.id, path: sections.path }).from(sections).where(eq(sections.siteId, siteId));
    for (const section of all) {
      // The path lists the ids from the root down to the section itself: the nearest rule wins.
      const ids = section.path.split(".").map(Number).reverse();
      const hit = ids.find((id) => own.has(id));
      if (hit !== undefined) sectionBp.set(section.id, own.get(hit) ?? 0);
    }
  }
  return {
    levels,
    rules: [...brandRules.map((r) => ({ kind: "brand" as const, ...r })), ...sectionRules.map((r) => ({ kind: "section" as const, ...r }))],
    brandBp: new Map(brandRules.map((r) => [r.id, r.percentBp])),
    sectionBp,
  };
}

/**
 * The site's club programme, cached for a minute per process. Inside a transaction pass it as `db`: on
 * PGlite a statement outside an open transaction waits for it to end (the 1C exchange accrues bonuses in one).
 */
export function loadClubProgram(siteId: number, db: TDb | TTx = getDb()): Promise<TClubProgram> {
  return sharedAnswer(cache, siteKey(siteId), () => readProgram(siteId, db)).value;
}

/** Forget cached programmes (after the seller changes levels or rules, and between tests). */
export function clearClubProgramCache(): void {
  cache.clear();
}
