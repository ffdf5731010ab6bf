"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { pushCatalogHref, replaceCatalogHref } from "@/lib/client/catalog/catalog-history";
import { specificationLists, type TSpecificationListName } from "@/lib/contracts/specifications";

export type TSpecificationsUrlState = { list: TSpecificationListName; q: string; page: number };

/** ?list=company&q=щит&page=2 → the list screen's state; anything unknown falls back to "mine", page 1. */
export function parseSpecificationsUrl(search: string): TSpecificationsUrlState {
  const params = new URLSearchParams(search);
  const list = params.get("list");
  const page = Number(params.get("page"));
  return {
    list: (specificationLists as readonly string[]).includes(list ?? "") ? (list as TSpecificationListName) : "mine",
    q: (params.get("q") ?? "").slice(0, 200),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function specificationsSearch(state: TSpecificationsUrlState): string {
  const params = new URLSearchParams();
  if (state.list !== "mine") params.set("list", state.list);
  if (state.q) params.set("q", state.q);
  if (state.page > 1) params.set("page", String(state.page));
  return params.toString();
}

/**
 * The list's tab, search and page, kept in the address (History API; Next keeps useSearchParams in
 * step): Back and a reload return to the same list. A new tab or search starts from page 1; typing
 * replaces the entry it started, so Back leaves the search instead of undoing letters.
 */
export function useSpecificationsUrlState() {
  const searchParams = useSearchParams();
  const search = searchParams.toString();
  const state = useMemo(() => parseSpecificationsUrl(search), [search]);
  const update = useCallback((patch: Partial<TSpecificationsUrlState>) => {
    const current = parseSpecificationsUrl(window.location.search);
    const next = { ...current, ...patch, page: patch.page ?? 1 };
    const query = specificationsSearch(next);
    const href = `${window.location.pathname}${query ? `?${query}` : ""}`;
    const isTyping = next.list === current.list && current.q !== "" && next.q !== "" && next.q !== current.q;
    if (isTyping) replaceCatalogHref(href);
    else pushCatalogHref(href);
  }, []);
  return [state, update] as const;
}
