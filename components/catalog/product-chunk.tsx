"use client";

import { useCallback, useMemo } from "react";
import { useAddToCart } from "@/lib/client/catalog/use-add-to-cart";
import { useCurrentPrices, type TPriceRefreshPlace } from "@/lib/client/catalog/use-current-prices";
import { useToggleFavorite } from "@/lib/client/catalog/use-toggle-favorite";
import type { TProduct } from "@/lib/contracts/catalog";
import { useCatalog } from "./catalog-context";
import { ListPricesProvider } from "./list-prices";
import { ProductCard } from "./product-card";
import { ProductRow } from "./product-row";

/** How many pictures of the first page load at once (above the fold); the others wait for scrolling. */
const EAGER_IMAGES = 4;

/**
 * One page of products (a chunk of the mobile list, or the desktop page) with its current prices
 * refreshed in one call: the prices of what is on screen, not of the whole result.
 */
export default function ProductChunk({ items, firstPosition, searchLogUuid, place, columns, eager }: { items: TProduct[]; firstPosition: number; searchLogUuid: string | null; place: TPriceRefreshPlace; columns: string[]; eager: boolean }) {
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
