"use client";

import { useCallback, useId, useMemo } from "react";
import { useAddToCart } from "@/lib/client/catalog/use-add-to-cart";
import { useCurrentPrices, type TPriceRefreshPlace } from "@/lib/client/catalog/use-current-prices";
import { useToggleFavorite } from "@/lib/client/catalog/use-toggle-favorite";
import type { TProduct } from "@/lib/contracts/catalog";
import { useCatalog } from "./catalog-context";
import { columnFallbackCss, gridTemplate, isStockColumn, visibleColumns } from "./catalog-columns";
import { useColumnLabel } from "./use-column-label";
import { ListPricesProvider } from "./list-prices";
import { ProductCard } from "./product-card";
import { ProductRow } from "./product-row";

/** How many pictures of the first page load at once (above the fold); the others wait for scrolling. */
const EAGER_IMAGES = 4;

/**
 * One page of products (a chunk of the mobile list, or the desktop page) with its current prices
 * refreshed in one call: the prices of what is on screen, not of the whole result.
 */
function ProductChunk({ items, firstPosition, searchLogUuid, place, columns, eager }: { items: TProduct[]; firstPosition: number; searchLogUuid: string | null; place: TPriceRefreshPlace; columns: string[]; eager: boolean }) {
  const { viewer, config, settings } = useCatalog();
  const canRefresh = viewer.isKnown && (viewer.isSignedIn || config.currentPriceForUnauthorized);
  const { prices, isRefreshing } = useCurrentPrices(items, { enabled: canRefresh, viewer: viewer.key, place });
  const listPrices = useMemo(() => ({ prices, isRefreshing }), [prices, isRefreshing]);
  const favorite = useToggleFavorite(viewer);
  const cart = useAddToCart(viewer);
  const { add } = cart;
  const onAddToCart = useCallback(
    (id: number, amount: number) => {
      const product = items.find((item) => item.id === id);
      add({ productId: id, amount }, product ? { id, name: product.name, price: product.currentPrice } : undefined);
    },
    [add, items],
  );
  return (
    <ListPricesProvider value={listPrices}>
      {items.map((product, index) => {
        const props = {
          product,
          position: firstPosition + index,
          searchLogUuid,
          eagerImage: eager && index < EAGER_IMAGES,
          favoritePending: favorite.pendingId === product.id,
          onToggleFavorite: favorite.toggle,
          cartPending: cart.pendingKey === product.id,
          onAddToCart,
        };
        return settings.view === "grid" ? <ProductCard key={product.id} {...props} /> : <ProductRow key={product.id} {...props} columns={columns} />;
      })}
    </ListPricesProvider>
  );
}

export type TProductPage = { items: TProduct[]; page: number; pageSize: number; searchLogUuid: string | null };

/** The products of one or more pages, in the list or grid view, with the desktop column header. */
export function ProductList({ pages, place, busy }: { pages: TProductPage[]; place: TPriceRefreshPlace; busy: boolean }) {
  const { settings, info } = useCatalog();
  const columns = useMemo(() => visibleColumns(info.settings.products.list.columns, settings.columnsShown), [info, settings.columnsShown]);
  const scope = useId();
  const fallbackCss = useMemo(() => columnFallbackCss(scope, columns), [scope, columns]);
  const label = useColumnLabel();
  const chunks = pages.map((page, index) => (
    <ProductChunk
      key={page.page}
      items={page.items}
      firstPosition={(page.page - 1) * page.pageSize + 1}
      searchLogUuid={page.searchLogUuid}
      place={place}
      columns={columns}
      eager={index === 0}
    />
  ));
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
