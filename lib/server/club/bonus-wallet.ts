import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { TDb, TTx } from "../db/client";
import { clubMembers, companies } from "../db/schema";
import type { TSite } from "../sites/resolve-site";
import { isClubOn } from "./club-membership";

/** What a company may pay orders with: its bonus balance (kopecks) and the share of an order bonuses may cover. */
export type TBonusWallet = { balance: number; spendMaxPercent: number };

/** The site's `spendMaxPercent` while its golden club runs (0: bonuses are only collected). */
export function spendMaxPercentOf(site: Pick<TSite, "config">): number {
  return isClubOn(site) ? Math.max(0, site.config.goldenClub?.spendMaxPercent ?? 0) : 0;
}

/**
 * The company's bonus wallet, or null when it cannot pay with bonuses: the site runs no club or allows no
 * spending, the company has not joined, or its balance is empty. One statement (none when spending is off).
 */
export async function loadBonusWallet(db: TDb | TTx, { site, companyId }: { site: Pick<TSite, "id" | "config">; companyId: number }): Promise<TBonusWallet | null> {
  const spendMaxPercent = spendMaxPercentOf(site);
  if (spendMaxPercent <= 0) return null;
  const [row] = await db
    .select({
      balance: companies.bonus,
      // Compared with the values, not the outer columns: drizzle leaves a one-table select's columns unqualified.
      isMember: sql<boolean>`EXISTS (SELECT 1 FROM ${clubMembers} WHERE ${clubMembers.siteId} = ${site.id} AND ${clubMembers.companyId} = ${companyId})`,
    })
    .from(companies)
    .where(and(eq(companies.siteId, site.id), eq(companies.id, companyId)));
  if (!row?.isMember || row.balance <= 0) return null;
  return { balance: row.balance, spendMaxPercent };
}
