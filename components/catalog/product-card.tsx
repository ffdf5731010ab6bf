"use client";

import { useTranslations } from "next-intl";
import { memo } from "react";
import { ProductAmountControl } from "./product-amount-control";
import { useCatalogRow } from "./catalog-context";
import { FavoriteButton } from "./favorite-button";
import { ListProductPrice } from "./list-prices";
import { ProductImage } from "./product-image";
import type { TProductItemProps } from "./product-item-props";
import { ProductLink } from "./product-link";

/** One product of the grid view: a tile with the picture on top. */
export const ProductCard = memo(function ProductCard({ product, ...item }: TProductItemProps) {
  const t = useTranslations("catalog");
  const { config, requestedAmount } = useCatalogRow();
  const totalStock = product.stocks.reduce((sum, s) => sum + s.quantity, 0);
  return (
    <li data-testid="product-row" className="relative flex min-w-0 flex-col gap-2 rounded-lg border border-line bg-white p-3">
      <div className="absolute top-1 right-1">
        <FavoriteButton favorite={product.favorite} pending={item.favoritePending} productName={product.name} onToggle={() => item.onToggleFavorite(product.id)} />
      </div>
      <ProductImage src={product.image} size={120} eager={item.eagerImage} className="mx-auto" />
      <ProductLink productKey={String(product.id)} position={item.position} searchLogUuid={item.searchLogUuid} className="line-clamp-3 min-h-[3.75rem] text-sm font-medium leading-5 break-words hover:text-primary">
        {product.name}
      </ProductLink>
      <p className="text-xs text-muted">
        {t("article")}: <span className="font-mono text-ink">{product.article}</span>
      </p>
      {product.brand ? <p className="text-xs text-muted">{product.brand.name}</p> : null}
      <div className="mt-auto flex items-end justify-between gap-2">
        <ListProductPrice product={product} sign={config.currencySign} spinner />
      </div>
      <p className={totalStock > 0 ? "text-xs text-secondary" : "text-xs text-muted"}>{totalStock > 0 ? `${t("inStock")}: ${totalStock}` : t("outOfStock")}</p>
      {config.hasCart ? (
        <ProductAmountControl product={product} requested={requestedAmount} pending={item.cartPending} onAdd={(amount) => item.onAddToCart(product.id, amount)} />
      ) : null}
    </li>
  );
});
