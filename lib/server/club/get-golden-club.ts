import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { TClubLevel, TGoldenClub } from "@/lib/contracts/golden-club";
import { kopecksToDecimal } from "@/lib/shared/money";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { clubFeedback, companies } from "../db/schema";
import { levelFor, loadClubMembership } from "./club-membership";
import { loadClubProgram, type TProgramLevel } from "./club-program";
import { requireClubViewer } from "./require-club-viewer";

const percentOf = (bp: number) => bp / 100;

/**
 * GET /api/v1/golden-club: the club as the viewer's active company sees it — the levels and rules, and for
 * a member its turnover, level, the next level and what it still needs, its bonus balance. A company that
 * has not joined sees the programme with no level (its turnover counts once it joins).
 */
export async function getGoldenClub(ctx: TCartContext): Promise<TGoldenClub> {
  const { site } = ctx;
  const viewer = await requireClubViewer(ctx);
  const db = getDb();
  const [program, membership, [company], [questionnaire]] = await Promise.all([
    loadClubProgram(site.id),
    loadClubMembership({ site, companyId: viewer.companyId }),
    db.select({ bonus: companies.bonus }).from(companies).where(and(eq(companies.siteId, site.id), eq(companies.id, viewer.companyId))),
    db
      .select({ one: sql<number>`1` })
      .from(clubFeedback)
      .where(and(eq(clubFeedback.siteId, site.id), eq(clubFeedback.companyId, viewer.companyId), eq(clubFeedback.kind, "questionnaire")))
      .limit(1),
  ]);
  const turnover = membership?.turnover ?? 0;
  const current = membership ? levelFor(program.levels, turnover) : null;
  const level = (l: TProgramLevel): TClubLevel => ({ id: l.id, name: l.name, turnoverFrom: kopecksToDecimal(l.turnoverFrom), percent: percentOf(l.percentBp), isCurrent: l.id === current?.id });
  const next = membership ? program.levels.find((l) => l.turnoverFrom > turnover) : undefined;
  return {
    isMember: membership !== null,
    joinedAt: membership?.joinedAt.toISOString() ?? null,
    turnover: kopecksToDecimal(turnover),
    level: current ? level(current) : null,
    nextLevel: next ? { level: level(next), needed: kopecksToDecimal(next.turnoverFrom - turnover) } : null,
    levels: program.levels.map(level),
    rules: program.rules.map((r) => ({ kind: r.kind, id: r.id, name: r.name, percent: percentOf(r.percentBp) })),
    balance: kopecksToDecimal(company?.bonus ?? 0),
    spendMaxPercent: site.config.goldenClub?.spendMaxPercent ?? 0,
    hasQuestionnaire: questionnaire !== undefined,
  };
}
