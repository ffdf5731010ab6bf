import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import type { TBonusHistory, TBonusHistoryQuery } from "@/lib/contracts/golden-club";
import { kopecksToDecimal } from "@/lib/shared/money";
import type { TCartContext } from "../cart/cart-context";
import { listMeta } from "../catalog/list-meta";
import { getDb } from "../db/client";
import { bonusTransactions } from "../db/schema";
import { requireClubViewer } from "./require-club-viewer";

/** GET /api/v1/golden-club/history: the active company's bonus accruals and spending, newest first, paged. */
export async function listBonusHistory(ctx: TCartContext, query: TBonusHistoryQuery): Promise<TBonusHistory> {
  const viewer = await requireClubViewer(ctx);
  const where = and(eq(bonusTransactions.siteId, ctx.site.id), eq(bonusTransactions.companyId, viewer.companyId));
  const db = getDb();
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(bonusTransactions).where(where),
    db
      .select()
      .from(bonusTransactions)
      .where(where)
      .orderBy(desc(bonusTransactions.createdAt), desc(bonusTransactions.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
  ]);
  return {
    items: rows.map((r) => ({ id: r.id, kind: r.kind, amount: kopecksToDecimal(r.amount), orderId: r.orderId, orderName: r.orderName, created: r.createdAt.toISOString() })),
    meta: listMeta(query.page, query.perPage, Number(total)),
  };
}
