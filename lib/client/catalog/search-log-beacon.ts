"use client";

import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { TProductList, TSearchLogAnswer } from "@/lib/contracts/catalog";
import { call } from "@/lib/client/api";
import { catalogQueryKeys } from "@/lib/client/query-keys";
import type { TInitial } from "./use-catalog-data";
import type { TViewer } from "./use-viewer";

/**
 * The server-rendered first page of a keyword search is the same HTML for every visitor, so it carries
 * no search-log row: once a visitor's browser shows it, the page records the search itself
 * (POST /api/v2/search/log) and puts the row's uuid into that page in the query cache — the product
 * opened from the list and the analytics events then carry it as if the list had come from the API.
 * A signed-in buyer's list is fetched by the browser (GET /api/v1/product logs it), so only visitors send.
 */
export function useSearchLogBeacon(initial: TInitial<TProductList>, viewer: TViewer): void {
  const queryClient = useQueryClient();
  const sentFor = useRef<TProductList | null>(null);
  useEffect(() => {
    if (!initial || !viewer.isKnown || viewer.isSignedIn) return;
    const { meta } = initial.data;
    if (meta.searchLogUuid !== null || !new URLSearchParams(initial.query).get("keyword")) return;
    if (sentFor.current === initial.data) return;
    sentFor.current = initial.data;
    call<TSearchLogAnswer>("v2/search/log", { method: "post", json: { query: initial.query, resultsCount: meta.totalCount, correctedKeyword: meta.correctedKeyword } })
      .then(({ searchLogUuid }) => {
        // Only the server's page object itself: a list fetched since has its own row.
        const patch = (list: TProductList) => (list.meta === meta ? { ...list, meta: { ...meta, searchLogUuid } } : list);
        queryClient.setQueriesData<TProductList>({ queryKey: catalogQueryKeys.lists }, (data) => data && patch(data));
        queryClient.setQueriesData<InfiniteData<TProductList, number>>({ queryKey: catalogQueryKeys.infinites }, (data) => data && { ...data, pages: data.pages.map(patch) });
      })
      // Not logged: the visitor's list works the same, only this view is missing from search analytics.
      .catch(() => undefined);
  }, [initial, viewer.isKnown, viewer.isSignedIn, queryClient]);
}
