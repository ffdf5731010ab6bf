"use client";

import { useAddToCart } from "@/lib/client/catalog/use-add-to-cart";
import { useCurrentPrices, type TPriceItem } from "@/lib/client/catalog/use-current-prices";
import { useToggleFavorite } from "@/lib/client/catalog/use-toggle-favorite";
import type { TAmountRule } from "@/lib/client/catalog/amount";
import { useMemo } from "react";
import { useCatalog, useCatalogRow } from "./catalog-context";
import { FavoriteButton } from "./favorite-button";
import { ListPricesProvider } from "./list-prices";
import { ProductAmountControl } from "./product-amount-control";

/*
 * The client islands of the rows the server renders (server-product-rows.tsx): each hydrates only
 * itself. They change the list through React Query's caches (patchProductInCaches), and a changed list
 * is no longer the server's page: the browser's rows take over from there (catalog-results.tsx).
 */

/** The current prices of the server's rows, refreshed in one call (spec §5), for the price islands below. */
export function ServerRowsPrices({ items, children }: { items: TPriceItem[]; children: React.ReactNode }) {
  const { viewer, config, isMobile } = useCatalog();
  const canRefresh = viewer.isKnown && (viewer.isSignedIn || config.currentPriceForUnauthorized);
  const { prices, isRefreshing } = useCurrentPrices(items, { enabled: canRefresh, viewer: viewer.key, place: isMobile ? "infinite" : "list" });
  const value = useMemo(() => ({ prices, isRefreshing }), [prices, isRefreshing]);
  return <ListPricesProvider value={value}>{children}</ListPricesProvider>;
}

type TCartProduct = TAmountRule & { id: number; name: string; unit: string; numberOfItemsInCart: number; currentPrice: string };

/** The amount control with «В корзину» (and «В спецификацию», «В КП») of a server row. */
export function RowCartIsland({ product }: { product: TCartProduct }) {
  const { viewer } = useCatalog();
  const { requestedAmount } = useCatalogRow();
  const cart = useAddToCart(viewer);
  return (
    <ProductAmountControl
      product={product}
      requested={requestedAmount}
      pending={cart.pendingKey === product.id}
      onAdd={(amount) => cart.add({ productId: product.id, amount }, { id: product.id, name: product.name, price: product.currentPrice })}
    />
  );
}

/** The favourite star of a server row. */
export function RowFavoriteIsland({ productId, productName, favorite }: { productId: number; productName: string; favorite: boolean }) {
  const { viewer } = useCatalog();
  const toggle = useToggleFavorite(viewer);
  return <FavoriteButton favorite={favorite} pending={toggle.pendingId === productId} productName={productName} onToggle={() => toggle.toggle(productId)} />;
}
