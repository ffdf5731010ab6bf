"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { documentKinds } from "@/lib/contracts/documents";
import { documentStates } from "@/lib/contracts/orders";
import { emptyDocumentsUrlState, type TDocumentsUrlState } from "@/lib/shared/documents-url";

const inputClass = "h-10 w-full rounded-md border border-line bg-white px-3 text-sm outline-none focus:border-primary";

type TFilters = Omit<TDocumentsUrlState, "page">;

/** Kind, state and period apply at once; the order is typed and applied with Enter or «Найти». */
export function DocumentsFilters({ value, onChange }: { value: TFilters; onChange: (next: Partial<TFilters>) => void }) {
  const t = useTranslations("documents");
  const [order, setOrder] = useState(value.order);
  const [shown, setShown] = useState(value.order);
  // The address changed under the form (Back, reset): the field follows it.
  if (shown !== value.order) {
    setShown(value.order);
    setOrder(value.order);
  }
  return (
    <form
      role="search"
      aria-label={t("filters.label")}
      className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ order: order.trim() });
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        {t("filters.kind")}
        <select className={inputClass} value={value.kind} onChange={(e) => onChange({ kind: e.target.value })}>
          <option value="">{t("kind.all")}</option>
          {documentKinds.map((k) => (
            <option key={k} value={k}>
              {t(`kind.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t("filters.state")}
        <select className={inputClass} value={value.state} onChange={(e) => onChange({ state: e.target.value })}>
          <option value="">{t("filters.stateAll")}</option>
          {documentStates.map((s) => (
            <option key={s} value={s}>
              {t(`state.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t("filters.from")}
        <input type="date" className={inputClass} value={value.from} max={value.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t("filters.to")}
        <input type="date" className={inputClass} value={value.to} min={value.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
      </label>
      <label className="col-span-2 flex flex-col gap-1 text-sm sm:col-span-1 sm:w-48">
        {t("filters.order")}
        <input type="search" className={inputClass} value={order} maxLength={100} placeholder={t("filters.orderPlaceholder")} onChange={(e) => setOrder(e.target.value)} />
      </label>
      <Button type="submit" variant="outline">
        {t("filters.apply")}
      </Button>
      <Button type="button" variant="ghost" onClick={() => onChange({ ...emptyDocumentsUrlState })}>
        {t("filters.reset")}
      </Button>
    </form>
  );
}
