"use client";

import { useTranslations } from "next-intl";
import { memo } from "react";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";
import { useCatalogRow } from "./catalog-context";
import { FavoriteButton } from "./favorite-button";
import type { TProductItemProps } from "./product-item-props";
import { ProductAmountControl } from "./product-amount-control";
import { ProductRowView, type TCatalogText } from "./product-row-view";

/** One product of the list view as the browser's list renders it (the markup: product-row-view.tsx). */
export const ProductRow = memo(function ProductRow({ product, columns, ...item }: TProductItemProps & { columns: string[] }) {
  const t = useTranslations("catalog");
  const unitLabel = useUnitLabel();
  const { config, info, requestedAmount } = useCatalogRow();
  return (
    <ProductRowView
      product={product}
      columns={columns}
      position={item.position}
      searchLogUuid={item.searchLogUuid}
      eagerImage={item.eagerImage}
      t={t as TCatalogText}
      unitLabel={unitLabel}
      warehouseName={(id) => info.warehouses.find((w) => w.id === id)?.name ?? `#${id}`}
      sign={config.currencySign}
      amount={config.hasCart ? <ProductAmountControl product={product} requested={requestedAmount} pending={item.cartPending} onAdd={(amount) => item.onAddToCart(product.id, amount)} /> : null}
      favorite={<FavoriteButton favorite={product.favorite} pending={item.favoritePending} productName={product.name} onToggle={() => item.onToggleFavorite(product.id)} />}
    />
  );
});
