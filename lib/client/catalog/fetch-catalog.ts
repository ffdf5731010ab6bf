import type { TCatalogInfo } from "@/lib/contracts/catalog-calls";
import type { TSearchFilters, TProductList } from "@/lib/contracts/catalog";
import { ApiError, call } from "../api";

/**
 * One page of products (GET /api/v1/product, the filter query of spec §7; a keyword search is logged and
 * answers its searchLogUuid). /api/v2/search answers the same list twice (items and products): twice
 * the bytes for a phone, so the screen reads v1.
 */
export function fetchProductPage(query: string, signal?: AbortSignal): Promise<TProductList> {
  return call<TProductList>("v1/product", { searchParams: new URLSearchParams(query), signal });
}

/** Facets with live counts for the filters of a list (GET /api/v2/search/filters). */
export function fetchFacets(query: string, signal?: AbortSignal): Promise<TSearchFilters> {
  return call<TSearchFilters>("v2/search/filters", { searchParams: new URLSearchParams(query), signal });
}

/**
 * GET /api/v1/catalog/info with the token when there is one; spec §6: a 401 falls back to a request
 * without authentication (so a stale token does not cost the visitor the catalogue).
 */
export async function fetchCatalogInfo(signal?: AbortSignal): Promise<TCatalogInfo> {
  try {
    return await call<TCatalogInfo>("v1/catalog/info", { signal });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    return call<TCatalogInfo>("v1/catalog/info", { signal, anonymous: true });
  }
}
