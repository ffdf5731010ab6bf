"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatPrice } from "@/lib/client/catalog/money";
import { formatDate } from "@/lib/shared/money";
import { OrderStatus } from "./order-status";
import { OrdersFilters } from "./orders-filters";
import { OrdersPager } from "./orders-pager";
import { useOrderItems } from "./use-orders";
import { useOrdersUrlState } from "./use-orders-url";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";

// These tabs filter by the search only: other keys in the address are ignored.
const allowed = { statuses: [], sorts: [] };

/** The "items" and "current-items" tabs: the ordered lines of the visible orders. */
export function OrderItemsTable({ scope }: { scope: "all" | "current" }) {
  const t = useTranslations("orders");
  const unitLabel = useUnitLabel();
  const [{ page, ...filters }, update] = useOrdersUrlState(allowed);
  const items = useOrderItems({ scope, keyword: filters.keyword, page: String(page) }, true);

  return (
    <div className="flex flex-col gap-4">
      <OrdersFilters
        value={filters}
        withStatus={false}
        keywordLabel={t("filters.keywordItems")}
        onChange={update}
      />
      {items.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t("loading")} />
        </div>
      ) : items.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-12">
          <p>{t("loadFailed")}</p>
          <Button type="button" variant="outline" onClick={() => void items.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : items.data.items.length === 0 ? (
        <p className="py-12 text-center text-lg" data-testid="order-items-empty">
          {filters.keyword ? t("emptyFiltered") : t("emptyItems")}
        </p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-line" data-testid="order-items">
            {items.data.items.map((item) => (
              <li key={item.id} className="grid grid-cols-1 gap-1 py-3 text-sm lg:grid-cols-[1fr_10rem_8rem_8rem_10rem] lg:items-center lg:gap-4">
                <div className="min-w-0">
                  <div className="font-medium">{item.name}</div>
                  <div className="text-xs text-muted">{item.article ? `${t("columns.article")}: ${item.article}` : null}</div>
                </div>
                <div>
                  <IntentLink href={`/orders/${item.orderId}`} className="text-primary hover:underline">
                    {item.orderName}
                  </IntentLink>
                  <div className="text-xs text-muted">{formatDate(item.created)}</div>
                </div>
                <div>
                  <OrderStatus status={item.orderStatus} name={t(`status.${item.orderStatus}`)} />
                </div>
                <div>
                  {item.amount} {unitLabel(item.unit)}
                </div>
                <div className="font-medium lg:text-right">{formatPrice(item.total)}</div>
              </li>
            ))}
          </ul>
          <OrdersPager meta={items.data.meta} onPage={(next) => update({ page: next })} />
        </>
      )}
    </div>
  );
}
