import "server-only";
import type { TSpecification, TSpecificationListItem, TSpecificationTotals } from "@/lib/contracts/specifications";
import type { TLocale } from "@/lib/shared/locales";
import { formatPricedLine } from "../cart/format-priced-line";
import type { TPricedLine } from "../cart/price-stored-lines";
import { orderTotalsOf } from "../orders/order-totals-of";
import { kopecksToDecimal } from "@/lib/shared/money";
import type { TSpecificationRow } from "./find-specification-or-throw";
import type { TSpecificationViewer } from "./require-specification-viewer";
import { canEdit } from "./specification-access";

type TPerson = { id: number; name: string } | null;

/** The specification's row with whom it belongs to, as its answer names them. */
export type TSpecificationHead = { row: TSpecificationRow; author: TPerson; company: TPerson };

/**
 * Totals as the cart counts them: `missing` lines are left out, and the total and VAT are the catalogue
 * lines' (the buyer's own products have prices of their own, not the seller's: never added in).
 */
export function specificationTotalsOf(lines: TPricedLine[]): TSpecificationTotals {
  const { total, vat } = orderTotalsOf(lines.filter((l) => l.state !== "missing"));
  return { positionsCount: lines.length, totalPrice: kopecksToDecimal(total), vatAmount: kopecksToDecimal(vat) };
}

function headOf({ row, author, company }: TSpecificationHead, viewer: TSpecificationViewer) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    shared: row.shared,
    canEdit: canEdit(row, viewer),
    name: row.name,
    description: row.description,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    author,
    company,
  };
}

export function formatSpecification(head: TSpecificationHead, lines: TPricedLine[], viewer: TSpecificationViewer, locale: TLocale): TSpecification {
  return { ...headOf(head, viewer), items: lines.map((line) => formatPricedLine(line, locale)), totals: specificationTotalsOf(lines) };
}

export function formatSpecificationListItem(head: TSpecificationHead, lines: TPricedLine[], viewer: TSpecificationViewer): TSpecificationListItem {
  return { ...headOf(head, viewer), ...specificationTotalsOf(lines) };
}
