import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TTx } from "../client";
import { bonusTransactions, brands, clubLevels, clubMembers, clubRules, companies, sections } from "../schema";

type TSeedClub = {
  levels: { name: string; turnoverFrom: number; percentBp: number }[];
  brandRules: { brand: string; percentBp: number }[];
  sectionRules: { section: string; percentBp: number }[];
  /** Companies (by name) in the club; their seeded bonus becomes the opening entry of their history. */
  members: string[];
};

const rub = (roubles: number) => roubles * 100;

const bySite: Record<string, TSeedClub> = {
  demo: {
    levels: [
      { name: "Серебряный", turnoverFrom: 0, percentBp: 100 },
      { name: "Золотой", turnoverFrom: rub(500_000), percentBp: 300 },
      { name: "Платиновый", turnoverFrom: rub(2_000_000), percentBp: 500 },
    ],
    brandRules: [{ brand: "IEK", percentBp: 700 }],
    sectionRules: [{ section: "Кабель ВВГ", percentBp: 50 }],
    members: ['ООО "Ромашка"'],
  },
};

/**
 * The golden club of a seeded site (sites.config.goldenClub turns it on): levels by turnover, a brand's and
 * a section's own percent, and the member companies with their balance as the opening history entry.
 * Brands or sections the (small) catalogue lacks are passed over. Returns the rows written.
 */
export async function insertGoldenClub(tx: TTx, site: { siteId: number; code: string }, at: Date): Promise<number> {
  const club = bySite[site.code];
  if (!club) return 0;
  const { siteId } = site;
  await tx.insert(clubLevels).values(club.levels.map((l) => ({ siteId, ...l })));
  const brandRows = await tx
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(and(eq(brands.siteId, siteId), inArray(brands.name, club.brandRules.map((r) => r.brand))));
  const sectionRows = await tx
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(and(eq(sections.siteId, siteId), inArray(sections.name, club.sectionRules.map((r) => r.section))));
  const rules = [
    ...club.brandRules.flatMap((r) => brandRows.filter((b) => b.name === r.brand).map((b) => ({ siteId, brandId: b.id, percentBp: r.percentBp }))),
    ...club.sectionRules.flatMap((r) => sectionRows.filter((s) => s.name === r.section).map((s) => ({ siteId, sectionId: s.id, percentBp: r.percentBp }))),
  ];
  if (rules.length > 0) await tx.insert(clubRules).values(rules);
  const members = await tx
    .select({ id: companies.id, bonus: companies.bonus })
    .from(companies)
    .where(and(eq(companies.siteId, siteId), inArray(companies.name, club.members)));
  if (members.length > 0) {
    await tx.insert(clubMembers).values(members.map((m) => ({ siteId, companyId: m.id, joinedAt: at })));
    const openings = members.filter((m) => m.bonus > 0).map((m) => ({ siteId, companyId: m.id, kind: "opening" as const, amount: m.bonus, createdAt: at }));
    if (openings.length > 0) await tx.insert(bonusTransactions).values(openings);
  }
  return club.levels.length + rules.length + members.length;
}
