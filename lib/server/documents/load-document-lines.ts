import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { orderDocumentLines, orderItems } from "../db/schema";

export type TDocumentLineRow = { name: string; article: string | null; unit: string; amount: number; price: number; total: number; vatRate: number; vatAmount: number };

const lineColumns = (t: typeof orderDocumentLines | typeof orderItems) => ({
  name: t.name,
  article: t.article,
  unit: t.unit,
  amount: t.amount,
  price: t.price,
  total: t.total,
  vatRate: t.vatRate,
  vatAmount: t.vatAmount,
});

/**
 * A document's lines: its own (a delivery note or УПД 1C sent with lines), else its order's catalogue
 * lines — the buyer's own products travel with the order but are never invoiced (spec §3).
 */
export async function loadDocumentLines(siteId: number, doc: { id: number; orderId: number }): Promise<TDocumentLineRow[]> {
  const db = getDb();
  const own = await db
    .select(lineColumns(orderDocumentLines))
    .from(orderDocumentLines)
    .where(and(eq(orderDocumentLines.siteId, siteId), eq(orderDocumentLines.documentId, doc.id)))
    .orderBy(asc(orderDocumentLines.sort), asc(orderDocumentLines.id));
  if (own.length > 0) return own;
  return db
    .select(lineColumns(orderItems))
    .from(orderItems)
    .where(and(eq(orderItems.siteId, siteId), eq(orderItems.orderId, doc.orderId), eq(orderItems.kind, "product")))
    .orderBy(asc(orderItems.sort), asc(orderItems.id));
}
