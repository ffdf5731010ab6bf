"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Menu } from "@/components/ui/menu";
import { withColumn, withPanelShown, withView } from "@/lib/client/catalog/catalog-settings";
import { effectiveSort } from "@/lib/shared/catalog-url";
import { useCatalog } from "./catalog-context";
import { useColumnLabel } from "./use-column-label";

const iconButton = "flex h-10 w-10 items-center justify-center rounded-md border hover:border-primary";

/** Sort, view (list or grid), list columns, and the panel / filters button. */
export function CatalogToolbar({ activeFilterCount, onOpenFilters, actions }: { activeFilterCount: number; onOpenFilters: () => void; actions: React.ReactNode }) {
  const t = useTranslations("catalog");
  const { state, navigate, info, config, settings, updateSettings, isMobile } = useCatalog();
  const [columnsOpen, setColumnsOpen] = useState(false);
  const sort = effectiveSort(state, config.defaultSort) ?? "";
  const sortOptions = info.sortOptions.some((o) => o.value === sort) ? info.sortOptions : [...info.sortOptions, { value: sort, label: sort }];
  const columnLabel = useColumnLabel();
  const panelHidden = !settings.panel.shown;

  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => (isMobile ? onOpenFilters() : updateSettings((stored) => withPanelShown(stored, !settings.panel.shown)))}
        aria-expanded={isMobile ? undefined : settings.panel.shown}
        className={`flex h-10 items-center gap-2 rounded-md border border-line bg-white px-3 text-sm hover:border-primary ${!isMobile && !panelHidden ? "lg:hidden" : ""}`}
      >
        <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {t("panel.show")}
        {activeFilterCount ? <span className="rounded-full bg-primary px-1.5 text-xs text-white">{activeFilterCount}</span> : null}
      </button>
      <label className="flex min-w-0 items-center gap-2 text-sm">
        <span className="sr-only sm:not-sr-only sm:text-muted">{t("sort.label")}</span>
        <select
          value={sort}
          onChange={(event) => navigate({ sort: event.target.value || undefined })}
          className="h-10 max-w-[55vw] min-w-0 rounded-md border border-line bg-white px-2 text-sm sm:max-w-xs"
          aria-label={t("sort.label")}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
        {actions}
        <div role="group" aria-label={t("view.label")} className="flex gap-1">
          {(["list", "grid"] as const).map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={settings.view === view}
              aria-label={t(`view.${view}`)}
              title={t(`view.${view}`)}
              onClick={() => updateSettings((stored) => withView(stored, view))}
              className={`${iconButton} ${settings.view === view ? "border-primary bg-primary-light text-primary" : "border-line bg-white text-muted"}`}
            >
              {view === "list" ? (
                <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M4 6h16M4 12h16M4 18h16" />
                </svg>
              ) : (
                <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                  <rect x="4" y="4" width="6" height="6" />
                  <rect x="14" y="4" width="6" height="6" />
                  <rect x="4" y="14" width="6" height="6" />
                  <rect x="14" y="14" width="6" height="6" />
                </svg>
              )}
            </button>
          ))}
        </div>
        {settings.view === "list" && !isMobile ? (
          <div className="hidden lg:block">
            <Menu
              open={columnsOpen}
              onOpenChange={setColumnsOpen}
              label={t("columnsMenu")}
              triggerClassName="border border-line bg-white px-3"
              trigger={<span>{t("columnsMenu")}</span>}
            >
              <fieldset>
                <legend className="px-3 py-1 text-xs font-medium text-muted uppercase">{t("columnsMenu")}</legend>
                {info.settings.products.list.columns
                  .filter((c) => c !== "name")
                  .map((column) => (
                    <label key={column} className="flex min-h-9 cursor-pointer items-center gap-2 rounded px-3 text-sm hover:bg-primary-light">
                      <input
                        type="checkbox"
                        className="h-4 w-4 accent-[var(--color-primary)]"
                        checked={settings.columnsShown.includes(column)}
                        onChange={(event) => updateSettings((stored) => withColumn(stored, settings.columnsShown, column, event.target.checked))}
                      />
                      {columnLabel(column)}
                    </label>
                  ))}
              </fieldset>
            </Menu>
          </div>
        ) : null}
      </div>
    </div>
  );
}
