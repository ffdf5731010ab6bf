import type { ReactNode } from "react";
import { formatPrice } from "@/lib/client/catalog/money";
import type { TProduct } from "@/lib/contracts/catalog";
import { isStockColumn, stockIdOf } from "./catalog-columns";
import { ListCashBack, ListCurrentPrice, ListProductPrice } from "./list-prices";
import { ProductImage } from "./product-image";
import { ProductLink } from "./product-link";

/** A message of the `catalog` namespace, from next-intl on the server (getTranslations) or in the browser (useTranslations). */
export type TCatalogText = (key: "article" | "inStock" | "outOfStock" | "unitPrice" | "product.days", values?: Record<string, string | number>) => string;

/** The server's rows of the first page and the columns they were rendered with (the list takes them only while its columns are these). */
export type TServerRows = { node: ReactNode; columns: string[] };

export type TProductRowViewProps = {
  product: TProduct;
  columns: string[];
  position: number;
  searchLogUuid: string | null;
  eagerImage: boolean;
  t: TCatalogText;
  unitLabel: (unit: string) => string;
  warehouseName: (id: number) => string;
  sign: string;
  /** The amount control with «В корзину» (null: the site has no cart). */
  amount: ReactNode | null;
  favorite: ReactNode;
};

/**
 * The markup of one product of the list view, without hooks: rendered by the server for the first page
 * (server-product-rows.tsx, with client islands for the amount, the star, the prices and the link) and by
 * the browser's list after it takes over (product-row.tsx). Desktops: a grid row whose columns are the
 * buyer's visible columns (--catalog-cols of the list). Phones: a card — picture, name and code, price, amount.
 */
export function ProductRowView({ product, columns, position, searchLogUuid, eagerImage, t, unitLabel, warehouseName, sign, amount, favorite }: TProductRowViewProps) {
  const stockOf = (id: number) => product[`stock${id}`] ?? product.stocks.find((s) => s.id === id)?.quantity ?? 0;
  const totalStock = product.stocks.reduce((sum, s) => sum + s.quantity, 0);
  const desktopCell = "hidden lg:block lg:min-w-0";
  // What the price islands need, as one object: the server's page data carries it once per row, not the whole product.
  const priced = { id: product.id, currentPrice: product.currentPrice, cashBack: product.cashBack, price: product.price, unit: product.unit };

  const cell = (column: string) => {
    switch (column) {
      case "image":
        return (
          <div key={column} data-col={column} className="row-span-3 lg:row-span-1">
            <ProductImage src={product.image} size={48} eager={eagerImage} />
          </div>
        );
      case "name":
        return (
          <div key={column} data-col={column} className="col-start-2 row-start-1 min-w-0 lg:col-start-auto lg:row-start-auto">
            <ProductLink productKey={String(product.id)} position={position} searchLogUuid={searchLogUuid} className="font-medium leading-snug break-words hover:text-primary">
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
            <ListCurrentPrice product={priced} sign={sign} />
            <p className="text-xs text-muted">{t("unitPrice", { unit: unitLabel(product.unit) })}</p>
            <ListCashBack product={priced} sign={sign} />
          </div>
        );
      case "amount":
        return amount !== null ? (
          <div key={column} data-col={column} className="col-span-2 col-start-2 row-start-3 min-w-0 lg:col-span-1 lg:col-start-auto lg:row-start-auto">
            {amount}
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

  return (
    <li
      data-testid="product-row"
      className="grid grid-cols-[48px_minmax(0,1fr)_40px] items-start gap-x-3 gap-y-2 px-3 py-3 lg:grid-cols-[var(--catalog-cols)] lg:items-center lg:gap-y-0"
    >
      {/* Phones always show the picture and the amount; the column choice is about the desktop table. */}
      {columns.includes("image") ? null : (
        <div className="row-span-3 lg:hidden">
          <ProductImage src={product.image} size={48} eager={eagerImage} />
        </div>
      )}
      {columns.map(cell)}
      {amount !== null && !columns.includes("amount") ? <div className="col-span-2 col-start-2 row-start-3 min-w-0 lg:hidden">{amount}</div> : null}
      {/* Phones: price and stock under the name (the desktop columns are hidden there). */}
      <div className="col-start-2 row-start-2 flex flex-wrap items-start justify-between gap-2 lg:hidden">
        <ListProductPrice product={priced} sign={sign} />
        <p className={totalStock > 0 ? "text-xs text-secondary" : "text-xs text-muted"}>{totalStock > 0 ? `${t("inStock")}: ${totalStock}` : t("outOfStock")}</p>
      </div>
      <div className="col-start-3 row-start-1 lg:col-start-auto lg:row-start-auto">{favorite}</div>
    </li>
  );
}
