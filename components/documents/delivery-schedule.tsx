"use client";

import { QueryState } from "@/components/ui/query-state";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { OrderStatus } from "@/components/orders/order-status";
import { IntentLink } from "@/components/ui/intent-link";
import { formatPrice } from "@/lib/client/catalog/money";
import { formatDate } from "@/lib/shared/money";
import { useDeliverySchedule } from "./use-documents";

const types = ["", "pickup", "delivery"] as const;

/** /documents/delivery-schedule: confirmed and shipped orders by the day their goods are expected, pickup or delivery. */
export function DeliverySchedule() {
  const t = useTranslations("documents.deliveries");
  const tDocuments = useTranslations("documents");
  const [deliveryType, setDeliveryType] = useState<(typeof types)[number]>("");
  const schedule = useDeliverySchedule(deliveryType);
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm text-muted">{t("filterLabel")}</legend>
        {types.map((type) => (
          <label key={type || "all"} className={`cursor-pointer rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ink ${deliveryType === type ? "border-primary bg-primary-light text-primary-dark" : "border-line bg-white"}`}>
            <input type="radio" name="delivery-type" className="sr-only" value={type} checked={deliveryType === type} onChange={() => setDeliveryType(type)} />
            {t(type || "all")}
          </label>
        ))}
      </fieldset>
      {!schedule.data ? (
        <QueryState isPending={schedule.isPending} isError={schedule.isError} onRetry={() => void schedule.refetch()} t={tDocuments} />
      ) : schedule.data.items.length === 0 ? (
        <p className="py-12 text-center text-lg" data-testid="deliveries-empty">
          {t("empty")}
        </p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="delivery-schedule">
          {schedule.data.items.map((item) => (
            <li key={item.order.id} className="flex flex-col gap-2 rounded-lg border border-line bg-white p-3 text-sm sm:flex-row sm:items-center sm:justify-between" data-testid="delivery-row">
              <div className="flex min-w-0 flex-col gap-1">
                <div className="font-medium">
                  {item.expectedAt ? `${t("expected")} ${formatDate(item.expectedAt)}` : t("undated")}
                  {item.expectedSource ? <span className="ml-2 text-xs font-normal text-muted">({t(`source.${item.expectedSource}`)})</span> : null}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <IntentLink href={`/orders/${item.order.id}`} className="text-primary underline hover:no-underline">
                    {item.order.name}
                  </IntentLink>
                  <OrderStatus status={item.order.status} name={item.order.statusName} />
                  <span className="text-muted">{t(item.deliveryType)}</span>
                </div>
                <div className="break-words text-muted">
                  {t("address")}: {item.address} · {item.company.name}
                </div>
              </div>
              <span className="text-base font-semibold whitespace-nowrap">{formatPrice(item.order.total)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
