"use client";

import { useTranslations } from "next-intl";
import { formatPrice } from "@/lib/client/catalog/money";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";
import type { TOrderDetail } from "@/lib/contracts/orders";
import { formatDate } from "@/lib/shared/money";
import { OrderFacts } from "./order-facts";

/** The order on a sheet to print (the order page's print dialog): who, how it is received, the lines with prices and the totals with VAT. */
export function OrderPrintSheet({ order }: { order: TOrderDetail }) {
  const t = useTranslations("orders");
  const unitLabel = useUnitLabel();
  const lines = order.items.filter((item) => item.type !== "custom");
  const custom = order.items.filter((item) => item.type === "custom");
  const table = (items: TOrderDetail["items"], testId: string) => (
    <table className="w-full border-collapse text-xs" data-testid={testId}>
      <thead>
        <tr className="border-b border-ink text-left">
          <th className="p-1">{t("print.number")}</th>
          <th className="p-1">{t("columns.article")}</th>
          <th className="p-1">{t("columns.product")}</th>
          <th className="p-1 text-right">{t("columns.amount")}</th>
          <th className="p-1 text-right">{t("columns.price")}</th>
          <th className="p-1 text-right">{t("columns.total")}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item.id} className="border-b border-line break-inside-avoid">
            <td className="p-1">{index + 1}</td>
            <td className="p-1">{item.article ?? "—"}</td>
            <td className="p-1">{item.name}</td>
            <td className="p-1 text-right whitespace-nowrap">
              {item.amount} {unitLabel(item.unit)}
            </td>
            <td className="p-1 text-right whitespace-nowrap">{formatPrice(item.price)}</td>
            <td className="p-1 text-right whitespace-nowrap">{formatPrice(item.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <article className="flex flex-col gap-3 text-sm" data-testid="order-print-sheet">
      <h2 className="text-lg font-medium">{t("print.heading", { name: order.name, date: formatDate(order.created) })}</h2>
      <OrderFacts order={order} className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{t("columns.status")}</dt>
        <dd>{order.statusName}</dd>
      </OrderFacts>
      {table(lines, "order-print-lines")}
      <dl className="ml-auto grid grid-cols-[auto_auto] gap-x-4 text-right">
        {order.bonusSpent !== "0.00" ? (
          <>
            <dt>{t("detail.goods")}</dt>
            <dd>{formatPrice(order.orderItemsTotalPrice)}</dd>
            <dt>{t("detail.bonusSpent")}</dt>
            <dd>−{formatPrice(order.bonusSpent)}</dd>
          </>
        ) : null}
        <dt className="font-medium">{t("detail.total")}</dt>
        <dd className="font-medium" data-testid="order-print-total">
          {formatPrice(order.totalPrice)}
        </dd>
        <dt className="text-muted">{t("detail.vat")}</dt>
        <dd className="text-muted">{formatPrice(order.vatAmount)}</dd>
      </dl>
      {custom.length ? (
        <section className="flex flex-col gap-2 break-inside-avoid">
          <h3 className="font-medium">{t("detail.customItems")}</h3>
          <p className="text-xs text-muted">{t("detail.customTotalNote")}</p>
          {table(custom, "order-print-custom-lines")}
        </section>
      ) : null}
    </article>
  );
}
