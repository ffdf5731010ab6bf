"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { TCartChangeResponse } from "@/lib/contracts/cart";
import { ApiError, call } from "../api";
import { trackAction, type TTrackedProduct } from "../web-analytics";
import { openAuth } from "../auth/auth-history";
import { cartKeys } from "../query-keys";
import { showBanner, showFieldErrorOf } from "../shell/snackbar-store";
import { patchProductInCaches } from "./patch-product-caches";
import type { TViewer } from "./use-viewer";

export type TAddToCart = { productId?: number; customProductId?: number; amount: number };

/** POST /api/v1/cart/items; the product's "in cart" amount follows the cart's answer. */
export function useAddToCart(viewer: TViewer) {
  const t = useTranslations("catalog");
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ line }: { line: TAddToCart; tracked?: TTrackedProduct }) => call<TCartChangeResponse>("v1/cart/items", { method: "post", json: line }),
    onSuccess: (cart, { line, tracked }) => {
      if (tracked) trackAction({ type: "productAppend", target: "cart", product: { ...tracked, amount: line.amount } });
      if (line.productId !== undefined) {
        const inCart = cart.productAmountMap[String(line.productId)] ?? 0;
        patchProductInCaches(queryClient, line.productId, (p) => ({ ...p, numberOfItemsInCart: inCart }));
      }
      showBanner(cart.adjusted && cart.message ? cart.message : t("cart.added"));
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      showFieldErrorOf(error, "amount", t("cart.failed"));
    },
  });
  const { mutate } = mutation;
  // Stable while the viewer stays who they are: list rows are memoised on it.
  const add = useCallback(
    /** `tracked`: the product as the web analytics report it (spec §9 add_to_cart and the product-append goal). */
    (line: TAddToCart, tracked?: TTrackedProduct) => {
      if (!viewer.isSignedIn) {
        showBanner(t("cart.signIn"));
        openAuth("signin");
        return;
      }
      mutate({ line, tracked });
    },
    [viewer.isSignedIn, mutate, t],
  );
  return {
    add,
    pendingKey: mutation.isPending ? (mutation.variables.line.productId ?? `custom:${mutation.variables.line.customProductId}`) : undefined,
  };
}
