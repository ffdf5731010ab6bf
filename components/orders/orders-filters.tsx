"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { orderStatusValues } from "@/lib/contracts/orders";

export type TOrderFilters = { keyword: string; status: string; createdFrom: string; createdTo: string };
export const emptyOrderFilters: TOrderFilters = { keyword: "", status: "", createdFrom: "", createdTo: "" };

const inputClass = "h-10 rounded-md border border-line bg-white px-3 text-sm outline-none focus:border-primary";

/**
 * Search, status and creation dates of the orders list; every change starts again from page 1. A change is
 * passed on as what changed only: the address may already hold a filter this render has not seen yet (a
 * status picked just before typing), and the whole object would put the old value back.
 */
export function OrdersFilters({ value, onChange, withStatus = true, keywordLabel }: { value: TOrderFilters; onChange: (patch: Partial<TOrderFilters>) => void; withStatus?: boolean; keywordLabel: string }) {
  const t = useTranslations("orders");
  return (
    <div className="flex flex-wrap items-end gap-3" role="search">
      <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm">
        {keywordLabel}
        <input type="search" className={inputClass} value={value.keyword} maxLength={200} onChange={(e) => onChange({ keyword: e.target.value })} />
      </label>
      {withStatus ? (
        <label className="flex flex-col gap-1 text-sm">
          {t("filters.status")}
          <select className={inputClass} value={value.status} onChange={(e) => onChange({ status: e.target.value })}>
            <option value="">{t("filters.allStatuses")}</option>
            {orderStatusValues.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {withStatus ? (
        <>
          <label className="flex flex-col gap-1 text-sm">
            {t("filters.from")}
            <input type="date" className={inputClass} value={value.createdFrom} onChange={(e) => onChange({ createdFrom: e.target.value })} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t("filters.to")}
            <input type="date" className={inputClass} value={value.createdTo} onChange={(e) => onChange({ createdTo: e.target.value })} />
          </label>
        </>
      ) : null}
      <Button type="button" variant="ghost" onClick={() => onChange(emptyOrderFilters)}>
        {t("filters.reset")}
      </Button>
    </div>
  );
}
