"use client";

import { useTranslations } from "next-intl";

/** The targets of the catalogue's skip links (focusable with tabIndex -1). */
export const FILTERS_ID = "catalog-filters";
export const RESULTS_ID = "catalog-results";

/** Moves the keyboard to one of the catalogue's regions, as a skip link does, without a hash in the address. */
export function focusCatalogRegion(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "start" });
}

/**
 * Skip links past the header and the sections tree, straight to the filters or the products: hidden
 * until focused by the keyboard. The filters link is there only while the side panel is.
 */
export function CatalogSkipLinks({ hasFilters }: { hasFilters: boolean }) {
  const t = useTranslations("catalog.skip");
  const link = "sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-primary shadow focus:not-sr-only focus:absolute focus:z-50";
  const go = (id: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    focusCatalogRegion(id);
  };
  return (
    <div className="relative">
      {hasFilters ? (
        <a href={`#${FILTERS_ID}`} onClick={go(FILTERS_ID)} className={`${link} focus:top-0 focus:left-0`}>
          {t("toFilters")}
        </a>
      ) : null}
      <a href={`#${RESULTS_ID}`} onClick={go(RESULTS_ID)} className={`${link} focus:top-0 focus:left-0`}>
        {t("toResults")}
      </a>
    </div>
  );
}
