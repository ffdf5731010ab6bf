"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useMemo } from "react";
import type { TCurrentPriceResponse } from "@/lib/contracts/catalog-calls";
import { call } from "../api";
import { showError } from "../shell/snackbar-store";
import { refreshAmount, type TAmountRule } from "./amount";
import { catalogQueryKeys, type TViewerKey } from "@/lib/client/query-keys";

/** Spec §9: a price refresh that takes longer than this has failed. */
export const PRICE_REFRESH_TIMEOUT_MS = 5000;

export type TPriceItem = TAmountRule & { id: number };
export type TFreshPrice = { currentPrice: string; cashBack: string };

/** Where the refresh runs: the texts differ (spec §8 — 'Timeout' in the infinite list). */
export type TPriceRefreshPlace = "list" | "infinite" | "product";

/** The API client's TimeoutError (lib/client/api.ts), told by its name. */
export function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === "TimeoutError";
}

/** The §8 text for a failed refresh; null for a cancelled one (the buyer moved on: nothing to say). */
export function priceRefreshMessageKey(error: unknown, place: TPriceRefreshPlace): "prices.timeout" | "prices.notActualized" | "prices.notRefreshed" | null {
  if (error instanceof Error && error.name === "AbortError") return null;
  if (isTimeout(error)) return place === "infinite" ? "prices.timeout" : "prices.notActualized";
  return "prices.notRefreshed";
}

/**
 * POST /api/v1/product/current-price for the items on screen, each for its refresh amount (minimum
 * batch, else multiplicity), given up after 5 s. Leaving the list cancels the call (React Query's
 * signal) and then nothing is shown.
 */
export function useCurrentPrices(items: TPriceItem[], { enabled, viewer, place }: { enabled: boolean; viewer: TViewerKey; place: TPriceRefreshPlace }) {
  const t = useTranslations("catalog");
  const request = useMemo(() => items.map((item) => ({ id: item.id, amount: refreshAmount(item) })), [items]);
  const signature = request.map((r) => `${r.id}x${r.amount}`).join(",");
  const query = useQuery({
    queryKey: catalogQueryKeys.prices(signature, viewer),
    queryFn: ({ signal }) =>
      call<TCurrentPriceResponse>("v1/product/current-price", { method: "post", json: { items: request, source: "catalog" }, timeout: PRICE_REFRESH_TIMEOUT_MS, signal }),
    enabled: enabled && request.length > 0,
    retry: 0,
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  });
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error) return;
    const key = priceRefreshMessageKey(error, place);
    if (key) showError({ message: t(key) });
  }, [error, errorUpdatedAt, place, t]);
  const prices = useMemo(() => new Map<number, TFreshPrice>((query.data?.items ?? []).map((p) => [p.id, { currentPrice: p.currentPrice, cashBack: p.cashBack }])), [query.data]);
  return { prices, isRefreshing: query.isFetching };
}
