"use client";

import { useQuery } from "@tanstack/react-query";
import type { TProduct } from "@/lib/contracts/catalog";
import { call } from "../api";
import type { TDialogOrigin } from "./catalog-history";
import { catalogQueryKeys } from "@/lib/client/query-keys";
import type { TViewer } from "./use-viewer";

/**
 * GET /api/v1/product/{id}. Opened from a search list, it carries that list's search log uuid and the
 * product's position there (spec §7), which records the click for search analytics.
 */
export function fetchProductDetails(id: number, origin: TDialogOrigin | null, signal?: AbortSignal): Promise<TProduct> {
  const searchParams = new URLSearchParams();
  if (origin?.searchLogUuid) {
    searchParams.set("additionalFields[searchLogUuid]", origin.searchLogUuid);
    if (origin.position !== null) searchParams.set("additionalFields[searchLogProductPosition]", String(origin.position));
  }
  return call<TProduct>(`v1/product/${id}`, { searchParams, signal });
}

export function useProductDetails({ id, origin, viewer, placeholder }: { id: number | null; origin: TDialogOrigin | null; viewer: TViewer; placeholder?: TProduct }) {
  return useQuery({
    queryKey: catalogQueryKeys.product(id ?? 0, viewer.key),
    queryFn: ({ signal }) => fetchProductDetails(id ?? 0, origin, signal),
    enabled: id !== null && viewer.isKnown,
    placeholderData: placeholder,
    staleTime: 60_000,
    retry: (count, error) => count < 1 && !(error instanceof Error && "status" in error && (error as { status: number }).status === 404),
  });
}
