"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { orderStatusValues } from "@/lib/contracts/orders";
import { EmptyList, QueryState } from "@/components/ui/query-state";
import { formatPrice } from "@/lib/client/catalog/money";
import type { TOrderListItem } from "@/lib/contracts/orders";
import { formatDate } from "@/lib/shared/money";
import { ExportBar } from "./export-bar";
import { OrderStatus } from "./order-status";
import { OrdersFilters } from "./orders-filters";
import { OrdersPager } from "./orders-pager";
import { useOrders } from "./use-orders";
import { useOrdersUrlState } from "./use-orders-url";

const columns = ["name", "status", "created", "updated", "positionsCount", "totalPrice", "author", "company", "comment", "address"] as const;
const sortable = new Set<string>(["name", "status", "created", "updated", "positionsCount", "totalPrice"]);
const allowed = { statuses: orderStatusValues, sorts: [...sortable].flatMap((c) => [c, `-${c}`]) };

/** The "documents" tab (empty path): the orders with the columns of spec §3, filters, sort, paging and export. */
export function OrdersTable() {
  const t = useTranslations("orders");
  // Filters, sort and page live in the address: Back and a reload return to the same list.
  const [{ sort, page, ...filters }, update] = useOrdersUrlState(allowed);
  const [selected, setSelected] = useState<number[]>([]);
  const query = { ...filters, sort, page: String(page) };
  const orders = useOrders(query, true);
  const filtered = Object.values(filters).some(Boolean);

  const toggleSort = (column: string) => update({ sort: sort === column ? `-${column}` : sort === `-${column}` ? "" : column });
  const toggle = (id: number, on: boolean) => setSelected((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
  const cell = (order: TOrderListItem, column: (typeof columns)[number]) => {
    switch (column) {
      case "name":
        return (
          <IntentLink href={`/orders/${order.id}`} className="font-medium text-primary hover:underline">
            {order.name}
          </IntentLink>
        );
      case "status":
        return <OrderStatus status={order.status} name={order.statusName} />;
      case "created":
        return formatDate(order.created);
      case "updated":
        return formatDate(order.updated);
      case "positionsCount":
        return order.positionsCount;
      case "totalPrice":
        return <span className="whitespace-nowrap">{formatPrice(order.totalPrice)}</span>;
      case "author":
        return order.author?.name ?? "—";
      case "company":
        return order.company.name;
      case "comment":
        return order.comment ?? "";
      case "address":
        return order.address;
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <OrdersFilters
        value={filters}
        keywordLabel={t("filters.keyword")}
        onChange={update}
      />
      <ExportBar ids={selected} />
      {orders.isPending || orders.isError ? (
        <QueryState isPending={orders.isPending} isError={orders.isError} onRetry={() => void orders.refetch()} t={t} />
      ) : orders.data.items.length === 0 ? (
        <EmptyList testId="orders-empty" text={filtered ? t("emptyFiltered") : t("empty")} catalogLink={filtered ? undefined : t("toCatalog")} />
      ) : (
        <>
          <div className="hidden overflow-x-auto lg:block">
            <table className="w-full border-collapse text-sm" data-testid="orders-table">
              <thead>
                <tr className="border-b border-line text-left text-muted">
                  <th className="w-8 p-2" />
                  {columns.map((c) => (
                    <th key={c} scope="col" className="p-2 font-medium" aria-sort={sort === c ? "ascending" : sort === `-${c}` ? "descending" : undefined}>
                      {sortable.has(c) ? (
                        <button type="button" className="hover:text-ink" onClick={() => toggleSort(c)} aria-label={t("sortBy", { column: t(`columns.${c}`) })}>
                          {t(`columns.${c}`)}
                          {sort === c ? " ↑" : sort === `-${c}` ? " ↓" : ""}
                        </button>
                      ) : (
                        t(`columns.${c}`)
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {orders.data.items.map((order) => (
                  <tr key={order.id} className="border-b border-line align-top hover:bg-page/60">
                    <td className="p-2">
                      <input type="checkbox" className="h-4 w-4" checked={selected.includes(order.id)} aria-label={t("exportUi.select", { name: order.name })} onChange={(e) => toggle(order.id, e.target.checked)} />
                    </td>
                    {columns.map((c) => (
                      <td key={c} className={`p-2 ${c === "address" || c === "comment" ? "max-w-64" : ""}`}>
                        {cell(order, c)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 lg:hidden">
            {orders.data.items.map((order) => (
              <li key={order.id} className="flex gap-3 rounded-lg border border-line bg-white p-3">
                <input type="checkbox" className="mt-1 h-4 w-4" checked={selected.includes(order.id)} aria-label={t("exportUi.select", { name: order.name })} onChange={(e) => toggle(order.id, e.target.checked)} />
                <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    {cell(order, "name")}
                    {cell(order, "status")}
                  </div>
                  <div className="text-muted">
                    {formatDate(order.created)} · {t("columns.positionsCount")}: {order.positionsCount}
                  </div>
                  <div className="font-medium">{formatPrice(order.totalPrice)}</div>
                  <div className="truncate text-muted">{order.address}</div>
                </div>
              </li>
            ))}
          </ul>
          <OrdersPager meta={orders.data.meta} onPage={(next) => update({ page: next })} />
        </>
      )}
    </div>
  );
}
