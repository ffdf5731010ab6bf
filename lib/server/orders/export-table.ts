import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { formatDate, kopecksToDecimal } from "@/lib/shared/money";
import type { TExportOrder } from "./load-export-orders";
import { translator } from "@/lib/server/i18n/translator";

export type TExportCell = { text: string } | { money: string } | { count: number };
export type TExportTable = { header: string[]; rows: TExportCell[][]; moneyColumns: number[] };

const columns = ["order", "status", "created", "company", "author", "delivery", "address", "comment", "article", "product", "unit", "amount", "price", "total", "vat"] as const;

/**
 * The export as one table: a row per ordered line with its order's columns repeated (so the sheet
 * filters and sorts well), then a total row per order — catalogue lines only, as invoiced; the buyer's
 * own (custom) lines follow with their own total row. Money stays an exact decimal string here.
 */
export function buildExportTable(orders: TExportOrder[], locale: TLocale): TExportTable {
  const t = translator(locale, "orders");
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
    const line = (item: TExportOrder["items"][number], vat: TExportCell): TExportCell[] => [
      ...head,
      { text: item.article ?? "" },
      { text: item.name },
      { text: item.unit },
      { count: item.amount },
      { money: kopecksToDecimal(item.price) },
      { money: kopecksToDecimal(item.total) },
      vat,
    ];
    // The seller's order (catalogue lines, their total and VAT), then the buyer's own list apart: never in the order's total.
    const catalogue = items.filter((item) => item.kind !== "custom");
    const custom = items.filter((item) => item.kind === "custom");
    for (const item of catalogue) rows.push(line(item, { money: kopecksToDecimal(item.vatAmount) }));
    // Bonuses that paid part of the order: a line of their own, so the lines still add up to the total.
    if (order.bonusSpent > 0) rows.push([...head, { text: "" }, { text: t("export.bonusSpent") }, { text: "" }, { text: "" }, { text: "" }, { money: kopecksToDecimal(-order.bonusSpent) }, { text: "" }]);
    rows.push([...head, { text: "" }, { text: t("export.orderTotal") }, { text: "" }, { count: catalogue.length }, { text: "" }, { money: kopecksToDecimal(order.total) }, { money: kopecksToDecimal(order.vatTotal) }]);
    if (custom.length === 0) continue;
    for (const item of custom) rows.push(line(item, { text: "" }));
    rows.push([...head, { text: "" }, { text: t("export.customTotal") }, { text: "" }, { count: custom.length }, { text: "" }, { money: kopecksToDecimal(order.customItemsTotal) }, { text: "" }]);
  }
  return { header: columns.map((c) => t(`export.${c}`)), rows, moneyColumns: [12, 13, 14] };
}
