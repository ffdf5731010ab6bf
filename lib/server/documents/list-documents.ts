import "server-only";
import { count, desc, eq, and } from "drizzle-orm";
import type { TDocumentListQuery, TDocumentListResponse } from "@/lib/contracts/documents";
import type { TCartContext } from "../cart/cart-context";
import { listMeta } from "../catalog/list-meta";
import { getDb } from "../db/client";
import { orderDocuments, orders } from "../db/schema";
import { documentCompanyIds } from "./documents-access";
import { documentsWhere, formatDocument, selectDocuments } from "./document-rows";

/** GET /api/v1/documents: the documents of the companies the buyer sees, filtered, newest first, paged. */
export async function listDocuments(ctx: TCartContext, query: TDocumentListQuery, now = new Date()): Promise<TDocumentListResponse> {
  const companyIds = await documentCompanyIds(ctx);
  const perPage = query["per-page"];
  if (companyIds.length === 0) return { items: [], meta: listMeta(query.page, perPage, 0) };
  const where = documentsWhere(ctx.site.id, companyIds, query, now);
  const [[{ total }], rows] = await Promise.all([
    getDb()
      .select({ total: count() })
      .from(orderDocuments)
      .innerJoin(orders, and(eq(orders.id, orderDocuments.orderId), eq(orders.siteId, orderDocuments.siteId)))
      .where(where),
    selectDocuments()
      .where(where)
      .orderBy(desc(orderDocuments.createdAt), desc(orderDocuments.id))
      .limit(perPage)
      .offset((query.page - 1) * perPage),
  ]);
  return { items: rows.map((row) => formatDocument(row, ctx, now)), meta: listMeta(query.page, perPage, Number(total)) };
}
