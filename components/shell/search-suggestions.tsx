"use client";

import { useEffect } from "react";
import type { TSuggestItem } from "@/lib/client/shell/search-keyword";
import { useSearchSuggest } from "@/lib/client/shell/search-suggest";

export type TSuggestState = { items: TSuggestItem[]; isFetching: boolean };

/**
 * The search box's suggestions (GET /api/v2/search/suggest), reported to the box that shows them. A
 * component of its own so that its code loads with the box's first focus or typing, not with the page.
 */
export function SearchSuggestions({ keyword, onChange }: { keyword: string; onChange: (state: TSuggestState) => void }) {
  const { data, isFetching } = useSearchSuggest(keyword);
  useEffect(() => onChange({ items: data ?? [], isFetching }), [data, isFetching, onChange]);
  return null;
}
