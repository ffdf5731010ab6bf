"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { pushCatalogHref, replaceCatalogHref } from "@/lib/client/catalog/catalog-history";
import { ordersSearch, parseOrdersUrl, type TOrdersUrlState } from "@/lib/shared/orders-url";

/**
 * The orders list's filters, sort and page, kept in the address (History API: Next keeps
 * useSearchParams in step, no server round trip). A filter or sort change starts again from page 1.
 * Typing a search replaces the entry it started, so Back leaves the search instead of undoing letters.
 */
export function useOrdersUrlState(allowed: { statuses: readonly string[]; sorts: readonly string[] }) {
  const searchParams = useSearchParams();
  const search = searchParams.toString();
  const { statuses, sorts } = allowed;
  const state = useMemo(() => parseOrdersUrl(search, { statuses, sorts }), [search, statuses, sorts]);
  const update = useCallback(
    (patch: Partial<TOrdersUrlState>) => {
      const current = parseOrdersUrl(window.location.search, { statuses, sorts });
      const next = { ...current, ...patch, page: patch.page ?? 1 };
      const query = ordersSearch(next);
      const href = `${window.location.pathname}${query ? `?${query}` : ""}`;
      const others = (["status", "createdFrom", "createdTo", "sort"] as const).every((key) => next[key] === current[key]);
      const isTyping = others && current.keyword !== "" && next.keyword !== "" && next.keyword !== current.keyword;
      if (isTyping) replaceCatalogHref(href);
      else pushCatalogHref(href);
    },
    [statuses, sorts],
  );
  return [state, update] as const;
}
