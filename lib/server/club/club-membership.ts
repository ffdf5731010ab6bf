import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type TDb, type TTx } from "../db/client";
import { rowsOf } from "../db/rows";
import type { TSite } from "../sites/resolve-site";
import { loadClubProgram, type TClubProgram, type TProgramLevel } from "./club-program";

/** A member company's standing: the programme, its turnover (kopecks) and the level it reaches. */
export type TClubMembership = { program: TClubProgram; joinedAt: Date; turnover: number; level: TProgramLevel | null };

/** Whether the site runs the golden club (sites.config.goldenClub). */
export function isClubOn(site: Pick<TSite, "config">): boolean {
  return site.config.goldenClub?.enabled === true;
}

/** The highest level whose threshold the turnover reaches (levels come lowest first). */
export function levelFor(levels: TProgramLevel[], turnover: number): TProgramLevel | null {
  let found: TProgramLevel | null = null;
  for (const level of levels) if (level.turnoverFrom <= turnover) found = level;
  return found;
}

/**
 * The company's club standing, or null when the site runs no club, there is no company or it has not
 * joined. One statement: the membership with the company's turnover (the totals of its completed orders).
 */
export async function loadClubMembership({ site, companyId, db = getDb() }: { site: Pick<TSite, "id" | "config">; companyId: number | null; db?: TDb | TTx }): Promise<TClubMembership | null> {
  if (companyId === null || !isClubOn(site)) return null;
  const [row] = rowsOf<{ joined_at: Date | string; turnover: string | number }>(
    await db.execute(sql`
      SELECT m.joined_at,
        (SELECT coalesce(sum(o.total), 0) FROM orders o WHERE o.site_id = m.site_id AND o.company_id = m.company_id AND o.status = 'completed') AS turnover
      FROM club_members m WHERE m.site_id = ${site.id} AND m.company_id = ${companyId}`),
  );
  if (!row) return null;
  const program = await loadClubProgram(site.id, db);
  const turnover = Number(row.turnover);
  return { program, joinedAt: new Date(row.joined_at), turnover, level: levelFor(program.levels, turnover) };
}

/** The cash-back percent (hundredths) a member gets on a product: its brand's rule, else its section's, else the level's. */
export function cashBackBp(membership: TClubMembership | null, product: { brandId: number | null; sectionId: number | null }): number {
  if (!membership?.level) return 0;
  const { program, level } = membership;
  const byBrand = product.brandId === null ? undefined : program.brandBp.get(product.brandId);
  if (byBrand !== undefined) return byBrand;
  const bySection = product.sectionId === null ? undefined : program.sectionBp.get(product.sectionId);
  return bySection ?? level.percentBp;
}

/** Kopecks paid back on `kopecks` at `bp` hundredths of a percent, rounded to the kopeck (integer arithmetic). */
export function cashBackOf(kopecks: number, bp: number): number {
  return Math.round((kopecks * bp) / 10_000);
}
