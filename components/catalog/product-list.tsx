"use client";

import { Fragment, lazy, Suspense, useEffect, useId, useMemo, type ReactNode } from "react";
import type { TPriceRefreshPlace } from "@/lib/client/catalog/use-current-prices";
import type { TProduct } from "@/lib/contracts/catalog";
import { useCatalog } from "./catalog-context";
import { columnFallbackCss, gridTemplate, isStockColumn, visibleColumns } from "./catalog-columns";
import { useColumnLabel } from "./use-column-label";

// The browser's own rows (and cards) are fetched when the list first needs them: the server renders the
// first page's rows (server-product-rows.tsx), so a visitor's first load carries only their islands.
const ProductChunk = lazy(() => import("./product-chunk"));

export type TProductPage = { items: TProduct[]; page: number; pageSize: number; searchLogUuid: string | null };

/** The server's rows of the first page (null: not in this view or with these columns) and whether that page is still the one listed. */
export type TServerChunk = { node: ReactNode; isCurrent: boolean } | null;

/** The products of one or more pages, in the list or grid view, with the desktop column header. */
export function ProductList({ pages, place, busy, server = null }: { pages: TProductPage[]; place: TPriceRefreshPlace; busy: boolean; server?: TServerChunk }) {
  const { settings, info, viewer } = useCatalog();
  const columns = useMemo(() => visibleColumns(info.settings.products.list.columns, settings.columnsShown), [info, settings.columnsShown]);
  const scope = useId();
  const fallbackCss = useMemo(() => columnFallbackCss(scope, columns), [scope, columns]);
  const label = useColumnLabel();
  // The first page as the server rendered it while it is still that page (CatalogResults decides). Once
  // it is not, its rows stand in while the browser's rows load, so a take-over never blanks the list;
  // never as the fallback of their own boundary (the server's HTML would carry them twice).
  const chunks = pages.map((page, index) =>
    index === 0 && server?.isCurrent ? (
      <Fragment key={page.page}>{server.node}</Fragment>
    ) : (
      <Suspense key={page.page} fallback={index === 0 ? (server?.node ?? null) : null}>
        <ProductChunk items={page.items} firstPosition={(page.page - 1) * page.pageSize + 1} searchLogUuid={page.searchLogUuid} place={place} columns={columns} eager={index === 0} />
      </Suspense>
    ),
  );
  // A signed-in buyer's own list replaces the server's rows as soon as it comes: fetch the browser's rows beside it.
  const needsRows = viewer.isSignedIn || !server?.isCurrent;
  useEffect(() => {
    if (needsRows) void import("./product-chunk");
  }, [needsRows]);
  if (settings.view === "grid") {
    return (
      <ul data-testid="product-list" aria-busy={busy || undefined} className={`grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-4 2xl:grid-cols-5 ${busy ? "opacity-60" : ""}`}>
        {chunks}
      </ul>
    );
  }
  return (
    <div data-columns={scope} className="@container rounded-lg border border-line bg-white lg:overflow-x-auto" style={{ "--catalog-cols": gridTemplate(columns) } as React.CSSProperties}>
      {/* Narrower lists hide the columns that give way first (catalog-columns.ts), so «В корзину» and the star stay in view. */}
      <style dangerouslySetInnerHTML={{ __html: fallbackCss }} />
      <div aria-hidden className="hidden border-b border-line px-3 py-2 text-xs font-medium text-muted lg:grid lg:min-w-fit lg:grid-cols-[var(--catalog-cols)] lg:gap-x-3">
        {columns.map((column) => (
          <span key={column} data-col={column} className={["price", "currentPrice"].includes(column) || isStockColumn(column) ? "truncate text-right" : "truncate"} title={label(column)}>
            {column === "image" ? "" : label(column)}
          </span>
        ))}
        <span />
      </div>
      <ul data-testid="product-list" aria-busy={busy || undefined} className={`divide-y divide-line lg:min-w-fit ${busy ? "opacity-60 transition-opacity" : "transition-opacity"}`}>
        {chunks}
      </ul>
    </div>
  );
}

/** Rows of grey bars in the shape of the list: shown while a list loads for the first time, no jump after. */
export function ProductListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <ul aria-hidden className="divide-y divide-line rounded-lg border border-line bg-white">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-center gap-3 px-3 py-3">
          <div className="h-12 w-12 shrink-0 animate-pulse rounded bg-page" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-3/4 animate-pulse rounded bg-line" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-page" />
          </div>
          <div className="hidden h-4 w-20 animate-pulse rounded bg-line sm:block" />
        </li>
      ))}
    </ul>
  );
}
