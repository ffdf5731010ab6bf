import "server-only";
import type { TManagerComment, TManagerOrder, TManagerOrderLine, TManagerOrderListItem } from "@/lib/contracts/order-manager";
import { kopecksToDecimal } from "@/lib/shared/money";
import type { managerOrderComments } from "../db/schema";
import type { TManagerOrderRow } from "./find-manager-order-or-throw";
import type { TManagerLineRow } from "./load-manager-lines";

function totalsOf(lines: TManagerLineRow[]) {
  return { positionsCount: lines.length, totalPrice: kopecksToDecimal(lines.reduce((sum, l) => sum + l.price * l.amount, 0)) };
}

function headOf(row: TManagerOrderRow) {
  return {
    id: row.id,
    status: row.status,
    archived: row.archivedAt !== null,
    customer: { name: row.customerName, phone: row.customerPhone, email: row.customerEmail, address: row.customerAddress },
    offerId: row.sourceOfferId,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

function lineOf(line: TManagerLineRow): TManagerOrderLine {
  return {
    id: line.id,
    kind: line.kind,
    productId: line.productId,
    customProductId: line.customProductId,
    name: line.name,
    article: line.article,
    unit: line.unit,
    amount: line.amount,
    price: kopecksToDecimal(line.price),
    total: kopecksToDecimal(line.price * line.amount),
    orderable: line.orderable,
  };
}

export function formatManagerOrder(row: TManagerOrderRow, lines: TManagerLineRow[], comments: (typeof managerOrderComments.$inferSelect)[]): TManagerOrder {
  const thread: TManagerComment[] = comments.map((c) => ({ id: c.id, author: c.authorName, text: c.text, created: c.createdAt.toISOString() }));
  return { ...headOf(row), items: lines.map(lineOf), comments: thread, totals: totalsOf(lines) };
}

export function formatManagerOrderListItem(row: TManagerOrderRow, lines: TManagerLineRow[]): TManagerOrderListItem {
  return { ...headOf(row), ...totalsOf(lines) };
}
