"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { EXPANDED_LEVELS, withExpandedLevel, withPanelPinned, withPanelShown, withSectionsPinned } from "@/lib/client/catalog/catalog-settings";
import { trackAction } from "@/lib/client/web-analytics";
import type { TSearchFilters } from "@/lib/contracts/catalog";
import { useCatalog } from "./catalog-context";
import { FILTERS_ID } from "./catalog-skip-links";
import { FiltersPanel } from "./filters-panel";
import { SectionsTree } from "./sections-tree";

type TFacetsProps = { facets: TSearchFilters | undefined; isLoading: boolean; isError: boolean; onRetry: () => void };

function PinIcon({ pinned }: { pinned: boolean }) {
  return (
    <svg aria-hidden width="16" height="16" viewBox="0 0 24 24" fill={pinned ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.8">
      <path d="M9 3h6l-1 6 4 4H6l4-4zM12 13v8" strokeLinejoin="round" />
    </svg>
  );
}

/** The sections block: pinned it stays on top of the panel; unpinned it can be folded away. */
function SectionsBlock() {
  const t = useTranslations("catalog");
  const { settings, updateSettings, config } = useCatalog();
  const id = useId();
  const pinned = settings.panel.sections.pinned;
  const [open, setOpen] = useState(true);
  const isOpen = pinned || open;
  return (
    <section aria-labelledby={`${id}-title`} className={`border-b border-line bg-white pb-3 ${pinned ? "sticky top-0 z-10 max-h-[50vh] overflow-y-auto" : ""}`}>
      <div className="flex items-center justify-between gap-1 py-2">
        <h2 id={`${id}-title`} className="font-condensed text-lg font-bold">
          {pinned ? (
            t("sections")
          ) : (
            <button type="button" aria-expanded={isOpen} onClick={() => setOpen(!open)} className="hover:text-primary">
              {t("sections")}
            </button>
          )}
        </h2>
        <div className="flex items-center gap-1">
          <label className="sr-only" htmlFor={`${id}-level`}>
            {t("panel.expandedLevel")}
          </label>
          <select
            id={`${id}-level`}
            title={t("panel.expandedLevel")}
            value={settings.panel.sections.expandedLevel}
            onChange={(event) => updateSettings((stored) => withExpandedLevel(stored, Number(event.target.value)))}
            className="h-8 rounded border border-line bg-white px-1 text-xs"
          >
            {EXPANDED_LEVELS.map((level) => (
              <option key={level} value={level}>
                {config.numberTexts.levels[level] ?? t("panel.levels", { count: level })}
              </option>
            ))}
          </select>
          <button
            type="button"
            aria-pressed={pinned}
            aria-label={pinned ? t("panel.unpinSections") : t("panel.pinSections")}
            title={pinned ? t("panel.unpinSections") : t("panel.pinSections")}
            onClick={() => {
              updateSettings((stored) => withSectionsPinned(stored, !pinned));
              trackAction({ type: "pinCatalogPanel", pinned: !pinned });
            }}
            className={`flex h-8 w-8 items-center justify-center rounded hover:bg-primary-light ${pinned ? "text-primary" : "text-muted"}`}
          >
            <PinIcon pinned={pinned} />
          </button>
        </div>
      </div>
      {isOpen ? <SectionsTree /> : null}
    </section>
  );
}

/**
 * The desktop side panel: sections and filters. Pinned it is a column beside the list; unpinned it
 * floats over the list and closes with Escape. Its settings live in the browser (spec §2).
 */
export function CatalogPanel(props: TFacetsProps) {
  const t = useTranslations("catalog");
  const { settings, updateSettings } = useCatalog();
  const { shown, pinned } = settings.panel;

  useEffect(() => {
    if (!shown || pinned) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") updateSettings((stored) => withPanelShown(stored, false));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [shown, pinned, updateSettings]);

  if (!shown) return null;
  const close = () => updateSettings((stored) => withPanelShown(stored, false));
  return (
    <>
      {/* Unpinned, the panel floats over the list: a click beside it closes it (Escape too). */}
      {pinned ? null : <div aria-hidden className="fixed inset-0 top-16 z-20 hidden bg-black/10 lg:block" onClick={close} />}
      <aside
        aria-label={t("panel.label")}
        className={
          pinned
            ? "hidden w-72 shrink-0 lg:sticky lg:top-0 lg:block lg:max-h-[calc(100vh-4rem)] lg:overflow-y-auto lg:pr-2"
            : "fixed top-16 bottom-0 left-0 z-30 hidden w-80 overflow-y-auto border-r border-line bg-white px-4 pb-6 shadow-xl lg:block"
        }
      >
        <div className="flex items-center justify-end gap-1 pb-1">
          <button
            type="button"
            aria-pressed={pinned}
            onClick={() => {
              updateSettings((stored) => withPanelPinned(stored, !pinned));
              // Spec §9 pin_catalog_panel: the panel's own pin (the sections' pin sends it too, as it pins the panel).
              trackAction({ type: "pinCatalogPanel", pinned: !pinned });
            }}
            className="flex h-8 items-center gap-1 rounded px-2 text-xs text-muted hover:bg-primary-light hover:text-ink"
          >
            <PinIcon pinned={pinned} />
            {pinned ? t("panel.unpin") : t("panel.pin")}
          </button>
          <button type="button" onClick={close} className="flex h-8 items-center rounded px-2 text-xs text-muted hover:bg-primary-light hover:text-ink">
            {t("panel.hide")}
          </button>
        </div>
        <SectionsBlock />
        <div id={FILTERS_ID} tabIndex={-1} className="pt-2 outline-none">
          <FiltersPanel {...props} />
        </div>
      </aside>
    </>
  );
}
