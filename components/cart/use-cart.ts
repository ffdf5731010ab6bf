"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { TCart, TCartChangeResponse, TCartSelectionRequest, TCartStock } from "@/lib/contracts/cart";
import type { TCheckoutOptions } from "@/lib/contracts/orders";
import { call } from "@/lib/client/api";
import { showBanner, showFieldErrorOf } from "@/lib/client/shell/snackbar-store";
import { useViewer } from "@/lib/client/catalog/use-viewer";
import { cartKeys, type TCartSort } from "@/lib/client/query-keys";

export type { TCartSort };

/** GET /api/v1/cart for the signed-in buyer (disabled for visitors). */
export function useCart(sort: TCartSort | null, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: cartKeys.cart(sort, viewer.key),
    queryFn: ({ signal }) => call<TCart>("v1/cart", { searchParams: sort ? { sort } : {}, signal }),
    enabled,
    staleTime: 10_000,
  });
}

/** GET /api/v1/order/checkout: delivery types, warehouses and addresses the checkout offers. */
export function useCheckoutOptions(enabled = true) {
  const viewer = useViewer();
  return useQuery({ queryKey: cartKeys.checkout(viewer.key), queryFn: ({ signal }) => call<TCheckoutOptions>("v1/order/checkout", { signal }), enabled });
}

/** GET /api/v1/cart/stock: the cart lines' free stock per warehouse (re-read after every cart change, all under "cart"). */
export function useCartStock(enabled: boolean) {
  const viewer = useViewer();
  return useQuery({ queryKey: cartKeys.stock(viewer.key), queryFn: ({ signal }) => call<TCartStock>("v1/cart/stock", { signal }), enabled, staleTime: 10_000 });
}

/**
 * The cart's changes. Each answers the whole cart: it replaces the shown one at once (re-fetched when
 * a sort is on, since changes answer in the order added), and a rounding notice is shown as a banner.
 */
export function useCartActions(sort: TCartSort | null) {
  const t = useTranslations("cart");
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const apply = (cart: TCartChangeResponse, banner?: string) => {
    if (sort === null) queryClient.setQueryData<TCart>(cartKeys.cart(null, viewer.key), cart);
    void queryClient.invalidateQueries({ queryKey: cartKeys.all, predicate: (q) => sort !== null || q.queryKey[2] !== "" });
    if (cart.adjusted && cart.message) showBanner(cart.message);
    else if (banner) showBanner(banner);
  };
  const onError = (error: unknown) => showFieldErrorOf(error, "amount", t("updateFailed"));
  const update = useMutation({
    mutationFn: ({ id, amount }: { id: number; amount: number }) => call<TCartChangeResponse>(`v1/cart/items/${id}`, { method: "put", json: { amount } }),
    onSuccess: (cart) => apply(cart),
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call<TCartChangeResponse>(`v1/cart/items/${id}`, { method: "delete" }),
    onSuccess: (cart) => apply(cart, t("removed")),
    onError,
  });
  const clear = useMutation({
    mutationFn: () => call<TCartChangeResponse>("v1/cart", { method: "delete" }),
    onSuccess: (cart) => apply(cart, t("cleared")),
    onError,
  });
  const select = useMutation({
    mutationFn: (request: TCartSelectionRequest) => call<TCartChangeResponse>("v1/cart/selection", { method: "post", json: request }),
    onSuccess: (cart) => apply(cart),
    onError,
  });
  return { update, remove, clear, select };
}
