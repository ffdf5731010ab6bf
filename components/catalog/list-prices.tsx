"use client";

import { useTranslations } from "next-intl";
import { createContext, useContext } from "react";
import { Spinner } from "@/components/ui/spinner";
import { formatPrice } from "@/lib/client/catalog/money";
import type { TFreshPrice } from "@/lib/client/catalog/use-current-prices";
import type { TProduct } from "@/lib/contracts/catalog";
import { ProductPrice } from "./product-price";

/** The current prices of one page of the list, refreshed in one call (spec §5), and whether that call is on. */
export type TListPrices = { prices: ReadonlyMap<number, TFreshPrice>; isRefreshing: boolean };

const Context = createContext<TListPrices>({ prices: new Map(), isRefreshing: false });

/**
 * Around the rows of one page: the refresh's start and its answer re-render only the price islands
 * below, not the rows (with their amount controls, favourite buttons and links) around them — on a
 * visitor's first load that was every row rendered twice more right after hydration.
 */
export const ListPricesProvider = Context.Provider;

type TPriced = Pick<TProduct, "id" | "currentPrice" | "cashBack" | "price" | "unit">;

/** The product's current price: the refreshed one once it came, the list's until then (with "refreshing"). */
function useListPrice(product: TPriced): { current: string; isRefreshing: boolean } {
  const { prices, isRefreshing } = useContext(Context);
  const fresh = prices.get(product.id);
  return { current: fresh?.currentPrice ?? product.currentPrice, isRefreshing: isRefreshing && !fresh };
}

/** The desktop row's "current price" cell content: the actualization spinner while refreshing, then the price. */
export function ListCurrentPrice({ product, sign }: { product: TPriced; sign: string }) {
  const { current, isRefreshing } = useListPrice(product);
  return (
    <span className="inline-flex items-center gap-1 font-medium whitespace-nowrap">
      {isRefreshing ? <Spinner kind="actualization" /> : null}
      {formatPrice(current, sign)}
    </span>
  );
}

/** The price block of a phone row or a grid card (the base price struck through when lower), with the spinner if asked. */
export function ListProductPrice({ product, sign, spinner = false }: { product: TPriced; sign: string; spinner?: boolean }) {
  const { current, isRefreshing } = useListPrice(product);
  return (
    <>
      <div>
        <ProductPrice current={current} base={product.price.value} unit={product.unit} sign={sign} />
        <ListCashBack product={product} sign={sign} />
      </div>
      {spinner && isRefreshing ? <Spinner kind="actualization" /> : null}
    </>
  );
}

/** The golden club's cash-back per unit (the refreshed one once it came); nothing when there is none. */
export function ListCashBack({ product, sign }: { product: TPriced; sign: string }) {
  const t = useTranslations("catalog.product");
  const fresh = useContext(Context).prices.get(product.id);
  const cashBack = fresh?.cashBack ?? product.cashBack;
  if (cashBack === "0.00") return null;
  return (
    <p className="text-xs text-secondary" data-testid="cash-back">
      {t("cashBack", { amount: formatPrice(cashBack, sign) })}
    </p>
  );
}
