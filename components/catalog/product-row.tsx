"use client";

import { useTranslations } from "next-intl";
import { memo } from "react";
import { formatPrice } from "@/lib/client/catalog/money";
import { ProductAmountControl } from "./product-amount-control";
import { useCatalogRow } from "./catalog-context";
import { isStockColumn, stockIdOf } from "./catalog-columns";
import { FavoriteButton } from "./favorite-button";
import { ListCashBack, ListCurrentPrice, ListProductPrice } from "./list-prices";
import { ProductImage } from "./product-image";
import type { TProductItemProps } from "./product-item-props";
import { ProductLink } from "./product-link";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";

/**
 * One product of the list view. Desktops: a grid row whose columns are the buyer's visible columns
 * (--catalog-cols of the list). Phones: a card — picture, name and code, price, amount.
 */
export const ProductRow = memo(function ProductRow({ product, columns, ...item }: TProductItemProps & { columns: string[] }) {
  const t = useTranslations("catalog");
  const unitLabel = useUnitLabel();
  const { config, info, requestedAmount } = useCatalogRow();
  const sign = config.currencySign;
  const stockOf = (id: number) => product[`stock${id}`] ?? product.stocks.find((s) => s.id === id)?.quantity ?? 0;
  const totalStock = product.stocks.reduce((sum, s) => sum + s.quantity, 0);
  const warehouseName = (id: number) => info.warehouses.find((w) => w.id === id)?.name ?? `#${id}`;
  const desktopCell = "hidden lg:block lg:min-w-0";

  const cell = (column: string) => {
    switch (column) {
      case "image":
        return (
          <div key={column} data-col={column} className="row-span-3 lg:row-span-1">
            <ProductImage src={product.image} size={48} eager={item.eagerImage} />
          </div>
        );
      case "name":
        return (
          <div key={column} data-col={column} className="col-start-2 row-start-1 min-w-0 lg:col-start-auto lg:row-start-auto">
            <ProductLink productKey={String(product.id)} position={item.position} searchLogUuid={item.searchLogUuid} className="font-medium leading-snug break-words hover:text-primary">
              {product.name}
            </ProductLink>
            <p className="mt-1 text-xs text-muted">
              {t("article")}: <span className="font-mono text-ink">{product.article}</span>
              {product.brand ? <span className="lg:hidden"> · {product.brand.name}</span> : null}
            </p>
          </div>
        );
      case "brand":
        return <div key={column} data-col={column} className={`${desktopCell} text-sm break-words`}>{product.brand?.name ?? "—"}</div>;
      case "manufacturer":
        return <div key={column} data-col={column} className={`${desktopCell} text-sm break-words`}>{product.manufacturer ? `${product.manufacturer.name}, ${product.manufacturer.country}` : "—"}</div>;
      case "series":
        return <div key={column} data-col={column} className={`${desktopCell} text-sm break-words`}>{product.series?.name ?? "—"}</div>;
      case "unit":
        return <div key={column} data-col={column} className={`${desktopCell} text-sm`}>{unitLabel(product.unit)}</div>;
      case "multiplicity":
        return <div key={column} data-col={column} className={`${desktopCell} text-sm`}>{product.multiplicity}</div>;
      case "deliveryDays":
        return <div key={column} data-col={column} className={`${desktopCell} text-sm`}>{product.deliveryTime === null ? "—" : t("product.days", { count: product.deliveryTime })}</div>;
      case "price":
        return (
          <div key={column} data-col={column} className={`${desktopCell} text-right text-sm whitespace-nowrap`}>
            {formatPrice(product.price.value, sign)}
          </div>
        );
      case "currentPrice":
        return (
          <div key={column} data-col={column} className={`${desktopCell} text-right text-sm`}>
            <ListCurrentPrice product={product} sign={sign} />
            <p className="text-xs text-muted">{t("unitPrice", { unit: unitLabel(product.unit) })}</p>
            <ListCashBack product={product} sign={sign} />
          </div>
        );
      case "amount":
        return config.hasCart ? (
          <div key={column} data-col={column} className="col-span-2 col-start-2 row-start-3 min-w-0 lg:col-span-1 lg:col-start-auto lg:row-start-auto">
            {amountControl}
          </div>
        ) : (
          <div key={column} data-col={column} className="hidden lg:block" />
        );
      default:
        if (isStockColumn(column)) {
          const id = stockIdOf(column);
          const quantity = stockOf(id);
          return (
            <div key={column} data-col={column} className={`${desktopCell} text-right text-sm`}>
              <span className="sr-only">{warehouseName(id)}: </span>
              <span className={quantity > 0 ? "" : "text-muted"}>{quantity}</span>
            </div>
          );
        }
        return <div key={column} data-col={column} className="hidden lg:block" />;
    }
  };

  const amountControl = (
    <ProductAmountControl product={product} requested={requestedAmount} pending={item.cartPending} onAdd={(amount) => item.onAddToCart(product.id, amount)} />
  );

  return (
    <li
      data-testid="product-row"
      className="grid grid-cols-[48px_minmax(0,1fr)_40px] items-start gap-x-3 gap-y-2 px-3 py-3 lg:grid-cols-[var(--catalog-cols)] lg:items-center lg:gap-y-0"
    >
      {/* Phones always show the picture and the amount; the column choice is about the desktop table. */}
      {columns.includes("image") ? null : (
        <div className="row-span-3 lg:hidden">
          <ProductImage src={product.image} size={48} eager={item.eagerImage} />
        </div>
      )}
      {columns.map(cell)}
      {config.hasCart && !columns.includes("amount") ? <div className="col-span-2 col-start-2 row-start-3 min-w-0 lg:hidden">{amountControl}</div> : null}
      {/* Phones: price and stock under the name (the desktop columns are hidden there). */}
      <div className="col-start-2 row-start-2 flex flex-wrap items-start justify-between gap-2 lg:hidden">
        <ListProductPrice product={product} sign={sign} />
        <p className={totalStock > 0 ? "text-xs text-secondary" : "text-xs text-muted"}>{totalStock > 0 ? `${t("inStock")}: ${totalStock}` : t("outOfStock")}</p>
      </div>
      <div className="col-start-3 row-start-1 lg:col-start-auto lg:row-start-auto">
        <FavoriteButton favorite={product.favorite} pending={item.favoritePending} productName={product.name} onToggle={() => item.onToggleFavorite(product.id)} />
      </div>
    </li>
  );
});
