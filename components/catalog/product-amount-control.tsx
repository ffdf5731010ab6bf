"use client";

import { AddToOffer } from "@/components/offers/add-to-offer";
import type { TAmountRule } from "@/lib/client/catalog/amount";
import { AddToSpecification } from "./add-to-specification";
import { AmountControl } from "./amount-control";
import { useCatalogRow } from "./catalog-context";

type TProps = {
  product: TAmountRule & { id: number; name: string; unit: string; numberOfItemsInCart: number };
  /** The amount asked for by the address (requestedAmount), if any. */
  requested?: number;
  pending: boolean;
  onAdd: (amount: number) => void;
};

/** A catalogue product's amount control with «В спецификацию» (and «В КП» where offers are on) beside «В корзину»: the card, the row and the dialog. */
export function ProductAmountControl({ product, requested, pending, onAdd }: TProps) {
  const { config } = useCatalogRow();
  return (
    <AmountControl
      rule={product}
      unit={product.unit}
      productName={product.name}
      inCart={product.numberOfItemsInCart}
      requested={requested}
      pending={pending}
      onAdd={onAdd}
      extra={(amount) => (
        <>
          <AddToSpecification productId={product.id} productName={product.name} amount={amount} />
          {config.hasOffers ? <AddToOffer productId={product.id} productName={product.name} amount={amount} /> : null}
        </>
      )}
    />
  );
}
