import "server-only";
import type { TDocumentDetail } from "@/lib/contracts/documents";
import type { TCartContext } from "../cart/cart-context";
import { kopecksToDecimal } from "@/lib/shared/money";
import { findDocumentOrThrow } from "./find-document-or-throw";
import { formatDocument } from "./document-rows";
import { loadDocumentLines } from "./load-document-lines";

/** GET /api/v1/documents/{id}: one document with its lines. */
export async function getDocument(ctx: TCartContext, { id }: { id: number }, now = new Date()): Promise<TDocumentDetail> {
  const row = await findDocumentOrThrow(ctx, id);
  const lines = await loadDocumentLines(ctx.site.id, row.doc);
  return {
    ...formatDocument(row, ctx, now),
    lines: lines.map((l) => ({
      name: l.name,
      article: l.article,
      unit: l.unit,
      amount: l.amount,
      price: kopecksToDecimal(l.price),
      total: kopecksToDecimal(l.total),
      vatRate: l.vatRate,
      vatAmount: kopecksToDecimal(l.vatAmount),
    })),
  };
}
