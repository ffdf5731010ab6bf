"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TSuggestResult } from "@/lib/contracts/catalog";
import { call } from "../api";
import { shellQueryKeys } from "@/lib/client/query-keys";
import { useViewer } from "../catalog/use-viewer";
import { SUGGEST_MIN_LENGTH, type TSuggestGroup, type TSuggestItem } from "./search-keyword";

const MAX_PER_GROUP = 5;

type TRawItem = Record<string, unknown>;

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : typeof value === "number" ? String(value) : null;
}

function list(value: unknown): TRawItem[] {
  return Array.isArray(value) ? value.filter((v): v is TRawItem => typeof v === "object" && v !== null) : [];
}

const hrefOf: Record<TSuggestGroup, (id: string) => string> = {
  sections: (id) => `/catalog?section=${encodeURIComponent(id)}`,
  brands: (id) => `/catalog?brands=${encodeURIComponent(id)}`,
  // Spec §2: product={id} opens the product dialog over the catalogue.
  products: (id) => `/catalog?product=${encodeURIComponent(id)}`,
};

/**
 * GET /api/v2/search/suggest?keyword → TSuggestResult { sections, brands, products } (lib/contracts/
 * catalog.ts). Read leniently — each item needs an id and a name (a section may call it `text`) — so a
 * change there never breaks the header.
 */
export function toSuggestItems(data: unknown): TSuggestItem[] {
  const body = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  return (["sections", "brands", "products"] as const).flatMap((group) =>
    list(body[group])
      .map((item): TSuggestItem | null => {
        const id = text(item.id);
        const label = text(item.name) ?? text(item.text) ?? text(item.title);
        if (!id || !label) return null;
        const hint = group === "products" ? text(item.article) : null;
        const image = group === "products" ? text(item.image) : null;
        return { group, key: `${group}:${id}`, label, hint, image, href: hrefOf[group](id) };
      })
      .filter((item): item is TSuggestItem => item !== null)
      .slice(0, MAX_PER_GROUP),
  );
}

export function useSearchSuggest(keyword: string) {
  const trimmed = keyword.trim();
  const viewer = useViewer();
  return useQuery({
    queryKey: shellQueryKeys.searchSuggest(trimmed, viewer.key),
    queryFn: async ({ signal }) => toSuggestItems(await call<TSuggestResult>("v2/search/suggest", { searchParams: { keyword: trimmed }, signal })),
    enabled: trimmed.length >= SUGGEST_MIN_LENGTH,
    staleTime: 60_000,
    retry: 0,
    // The list keeps the last answer while the next one loads: no flicker between keystrokes.
    placeholderData: keepPreviousData,
  });
}
