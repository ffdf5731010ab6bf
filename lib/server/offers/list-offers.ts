import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import type { TOfferListQuery, TOfferListResponse } from "@/lib/contracts/offers";
import type { TCartContext } from "../cart/cart-context";
import { listMeta } from "../catalog/list-meta";
import { getDb } from "../db/client";
import { offers } from "../db/schema";
import { offersOf } from "./find-offer-or-throw";
import { formatOfferListItem } from "./format-offer";
import { loadOfferLines } from "./load-offer-lines";
import { requireOfferViewer } from "./require-offer-viewer";

/** GET /api/v1/offer?list=mine|archive: the viewer's active or archived offers, newest change first, paged, with totals now. */
export async function listOffers(ctx: TCartContext, query: TOfferListQuery): Promise<TOfferListResponse> {
  const { site } = ctx;
  const viewer = await requireOfferViewer(ctx);
  const where = and(offersOf(site.id, viewer), eq(offers.status, query.list === "archive" ? "archived" : "active"));
  const db = getDb();
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(offers).where(where),
    db
      .select()
      .from(offers)
      .where(where)
      .orderBy(desc(offers.updatedAt), desc(offers.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
  ]);
  const lines = await loadOfferLines(db, { siteId: site.id, companyId: viewer.companyId }, new Map(rows.map((r) => [r.id, r.markupBasisPoints])));
  return {
    items: rows.map((row) => formatOfferListItem(row, lines.filter((l) => l.offerId === row.id))),
    meta: listMeta(query.page, query.perPage, Number(total)),
  };
}
