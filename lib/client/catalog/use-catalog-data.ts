"use client";

import { keepPreviousData, useInfiniteQuery, useQuery, type InfiniteData } from "@tanstack/react-query";
import type { TCatalogInfo } from "@/lib/contracts/catalog-calls";
import type { TSearchFilters, TProductList } from "@/lib/contracts/catalog";
import { fetchCatalogInfo, fetchFacets, fetchProductPage } from "./fetch-catalog";
import { catalogQueryKeys } from "@/lib/client/query-keys";
import type { TViewer } from "./use-viewer";

/** What the server rendered, so the browser starts from it instead of asking again. */
export type TInitial<T> = { query: string; data: T } | null;

const LIST_STALE_MS = 60_000;

/**
 * One page of the list. A visitor starts from the server's answer; a signed-in buyer sees it too while
 * their own (favourites, cart amounts, company prices) loads. A new filter keeps the old page on
 * screen until the new one arrives: nothing jumps.
 */
export function useProductPage({ query, viewer, initial, enabled = true }: { query: string; viewer: TViewer; initial: TInitial<TProductList>; enabled?: boolean }) {
  const fromServer = initial && initial.query === query ? initial.data : undefined;
  return useQuery({
    queryKey: catalogQueryKeys.list(query, viewer.key),
    queryFn: ({ signal }) => fetchProductPage(query, signal),
    enabled: enabled && viewer.isKnown,
    initialData: viewer.isKnown && !viewer.isSignedIn ? fromServer : undefined,
    placeholderData: (previous) => previous ?? fromServer,
    staleTime: LIST_STALE_MS,
  });
}

/**
 * The mobile list: pages appended as the buyer scrolls, starting at `startPage`. `query` is the list
 * query (any page: the pages differ only in `page`), so the address may follow the pages appended.
 */
export function useProductPages({ query, startPage, viewer, initial, enabled = true }: { query: string; startPage: number; viewer: TViewer; initial: TInitial<TProductList>; enabled?: boolean }) {
  const pageQuery = (page: number) => {
    const params = new URLSearchParams(query);
    params.set("page", String(page));
    return params.toString();
  };
  const fromServer = initial && initial.query === pageQuery(startPage) ? initial.data : undefined;
  const seed: InfiniteData<TProductList, number> | undefined = fromServer ? { pages: [fromServer], pageParams: [startPage] } : undefined;
  return useInfiniteQuery({
    queryKey: catalogQueryKeys.infinite(query, viewer.key),
    queryFn: ({ pageParam, signal }) => fetchProductPage(pageQuery(pageParam), signal),
    initialPageParam: startPage,
    getNextPageParam: (last) => (last.meta.currentPage < last.meta.pageCount ? last.meta.currentPage + 1 : undefined),
    getPreviousPageParam: (first) => (first.meta.currentPage > 1 ? first.meta.currentPage - 1 : undefined),
    enabled: enabled && viewer.isKnown,
    initialData: viewer.isKnown && !viewer.isSignedIn ? seed : undefined,
    placeholderData: (previous) => previous ?? seed,
    staleTime: LIST_STALE_MS,
  });
}

/** Live facet counts of the current filters. */
export function useFacets({ query, viewer, initial, enabled = true }: { query: string; viewer: TViewer; initial: TInitial<TSearchFilters>; enabled?: boolean }) {
  const fromServer = initial && initial.query === query ? initial.data : undefined;
  return useQuery({
    queryKey: catalogQueryKeys.facets(query, viewer.key),
    queryFn: ({ signal }) => fetchFacets(query, signal),
    enabled: enabled && viewer.isKnown,
    initialData: viewer.isKnown && !viewer.isSignedIn ? fromServer : undefined,
    placeholderData: keepPreviousDataOr(fromServer),
    staleTime: LIST_STALE_MS,
  });
}

function keepPreviousDataOr<T>(fallback: T | undefined) {
  return (previous: T | undefined) => keepPreviousData(previous) ?? fallback;
}

/** Catalogue info: the server's (visitor defaults) until the buyer's own (their region's warehouses, saved filters). */
export function useCatalogInfo({ viewer, initial }: { viewer: TViewer; initial: TCatalogInfo }) {
  return useQuery({
    queryKey: catalogQueryKeys.info(viewer.key),
    queryFn: ({ signal }) => fetchCatalogInfo(signal),
    enabled: viewer.isKnown,
    initialData: viewer.isKnown && !viewer.isSignedIn ? initial : undefined,
    placeholderData: (previous) => previous ?? initial,
    staleTime: 10 * 60_000,
  });
}
