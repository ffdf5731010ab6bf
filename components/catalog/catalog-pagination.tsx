"use client";

import { useTranslations } from "next-intl";
import { isPlainClick } from "@/lib/client/catalog/catalog-history";
import { DEFAULT_PAGE_SIZE } from "@/lib/shared/catalog-url";
import { useCatalog } from "./catalog-context";
import { CatalogLink } from "./catalog-link";
import { focusCatalogRegion, RESULTS_ID } from "./catalog-skip-links";

const PAGE_SIZES = [DEFAULT_PAGE_SIZE, 50, 100];

/** Pages of the list as plain links (first, previous, a window around the page, next, last), and the page size. */
export function CatalogPagination({ pageCount }: { pageCount: number }) {
  const t = useTranslations("catalog");
  const { state, hrefFor, navigate } = useCatalog();
  const current = Math.min(state.page ?? 1, Math.max(1, pageCount));
  const from = Math.max(1, current - 2);
  const to = Math.min(pageCount, current + 2);
  const pages = new Set<number>([1, pageCount]);
  for (let p = from; p <= to; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const href = (page: number) => hrefFor({ page });
  const cell = "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm";
  const link = `${cell} border-line bg-white hover:border-primary`;
  // The link clicked goes away with the page it was on: the keyboard stays with the results.
  const toResults = (event: React.MouseEvent) => {
    if (isPlainClick(event)) focusCatalogRegion(RESULTS_ID);
  };
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
      {pageCount > 1 ? (
        <nav aria-label={t("pagination")} className="flex flex-wrap items-center gap-2">
          {current > 1 ? (
            <CatalogLink rel="prev" href={href(current - 1)} className={link} onClick={toResults}>
              {t("prev")}
            </CatalogLink>
          ) : null}
          {sorted.map((p, i) => (
            <span key={p} className="flex items-center gap-2">
              {i > 0 && p - sorted[i - 1] > 1 ? <span className="text-muted">…</span> : null}
              {p === current ? (
                <span aria-current="page" className={`${cell} border-primary bg-primary text-white`}>
                  {p}
                </span>
              ) : (
                <CatalogLink href={href(p)} className={link} onClick={toResults} aria-label={t("pageOf", { page: p, pages: pageCount })}>
                  {p}
                </CatalogLink>
              )}
            </span>
          ))}
          {current < pageCount ? (
            <CatalogLink rel="next" href={href(current + 1)} className={link} onClick={toResults}>
              {t("next")}
            </CatalogLink>
          ) : null}
        </nav>
      ) : (
        <span />
      )}
      <label className="flex items-center gap-2 text-sm text-muted">
        {t("pageSize")}
        <select
          value={state.pageSize}
          onChange={(event) => navigate({ pageSize: Number(event.target.value) })}
          className="h-10 rounded-md border border-line bg-white px-2 text-ink"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
