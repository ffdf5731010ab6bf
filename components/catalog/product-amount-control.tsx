"use client";

import type { TAmountRule } from "@/lib/client/catalog/amount";
import { AddToSpecification } from "./add-to-specification";
import { AmountControl } from "./amount-control";

type TProps = {
  product: TAmountRule & { id: number; name: string; unit: string; numberOfItemsInCart: number };
  /** The amount asked for by the address (requestedAmount), if any. */
  requested?: number;
  pending: boolean;
  onAdd: (amount: number) => void;
};

/** A catalogue product's amount control with «В спецификацию» beside «В корзину»: the card, the row and the dialog. */
export function ProductAmountControl({ product, requested, pending, onAdd }: TProps) {
  return (
    <AmountControl
      rule={product}
      unit={product.unit}
      productName={product.name}
      inCart={product.numberOfItemsInCart}
      requested={requested}
      pending={pending}
      onAdd={onAdd}
      extra={(amount) => <AddToSpecification productId={product.id} productName={product.name} amount={amount} />}
    />
  );
}
