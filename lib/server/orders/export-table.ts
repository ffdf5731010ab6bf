import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { formatDate } from "@/lib/shared/money";
import { kopecksToDecimal } from "../users/kopecks-to-decimal";
import type { TExportOrder } from "./load-export-orders";
import { ordersText } from "./orders-text";

export type TExportCell = { text: string } | { money: string } | { count: number };
export type TExportTable = { header: string[]; rows: TExportCell[][]; moneyColumns: number[] };

const columns = ["order", "status", "created", "company", "author", "delivery", "address", "comment", "article", "product", "unit", "amount", "price", "total", "vat"] as const;

/**
 * The export as one table: a row per ordered line with its order's columns repeated (so the sheet
 * filters and sorts well), then a total row per order. Money stays an exact decimal string here.
 */
export function buildExportTable(orders: TExportOrder[], locale: TLocale): TExportTable {
  const t = (key: string, values: Record<string, string | number> = {}) => ordersText(locale, key, values);
  const rows: TExportCell[][] = [];
  for (const { order, companyName, authorName, items } of orders) {
    const head: TExportCell[] = [
      { text: order.name },
      { text: t(`status.${order.status}`) },
      { text: formatDate(order.createdAt) },
      { text: companyName },
      { text: authorName },
      { text: t(`deliveryType.${order.deliveryType}`) },
      { text: order.address },
      { text: order.comment ?? "" },
    ];
    for (const item of items) {
      rows.push([
        ...head,
        { text: item.article ?? "" },
        { text: item.name },
        { text: item.unit },
        { count: item.amount },
        { money: kopecksToDecimal(item.price) },
        { money: kopecksToDecimal(item.total) },
        { money: kopecksToDecimal(item.vatAmount) },
      ]);
    }
    rows.push([...head, { text: "" }, { text: t("export.orderTotal") }, { text: "" }, { count: order.positionsCount }, { text: "" }, { money: kopecksToDecimal(order.total) }, { money: kopecksToDecimal(order.vatTotal) }]);
  }
  return { header: columns.map((c) => t(`export.${c}`)), rows, moneyColumns: [12, 13, 14] };
}
