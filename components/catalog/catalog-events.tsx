"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { postAnalyticsEvent } from "@/lib/client/analytics";
import { eventProducts, listViewEvent } from "@/lib/client/catalog/list-view-event";
import { trackAction } from "@/lib/client/web-analytics";
import type { TProduct, TProductListMeta } from "@/lib/contracts/catalog";
import { useCatalog } from "./catalog-context";
import { headingFor, useFallbackHeading } from "./catalog-heading";

/**
 * What the list tells the outside world when it changes: the document title (the server wrote it for
 * the first address only), and spec §7 analytics — SEARCH_EVENT with the search term for a keyword
 * search or the section for section browsing, CATEGORY_VIEW for a section, and the list-view event
 * for every page of a list shown (lib/client/catalog/list-view-event.ts).
 */
type TListView = { key: string; pages: { meta: TProductListMeta; items: TProduct[] }[] };

export function CatalogEvents({ meta, firstItems, listView }: { meta: TProductListMeta | null; firstItems: TProduct[]; listView: TListView }) {
  const t = useTranslations("catalog");
  const { state, config } = useCatalog();
  const fallback = useFallbackHeading();
  const heading = headingFor(meta, fallback);
  const page = state.page ?? 1;

  const isFirstTitle = useRef(true);
  useEffect(() => {
    if (isFirstTitle.current) {
      isFirstTitle.current = false;
      return;
    }
    document.title = `${page > 1 ? `${heading}, ${t("pageTitle", { page })}` : heading} — ${config.siteName}`;
  }, [heading, page, config.siteName, t]);

  const lastSearch = useRef<string | null>(null);
  const lastTracked = useRef<string | null>(null);
  useEffect(() => {
    if (!meta) return;
    const key = JSON.stringify([state.keyword ?? null, state.section ?? null]);
    // The web-analytics goal does not need our search-log row: at once.
    if (lastTracked.current !== key) {
      lastTracked.current = key;
      if (state.keyword) trackAction({ type: "search", term: state.keyword });
    }
    // A keyword page the server rendered gets its search-log row from the page's own request
    // (search-log-beacon.ts): our events wait for it, so they name the row like any other search.
    if (lastSearch.current === key || (state.keyword && !meta.searchLogUuid)) return;
    lastSearch.current = key;
    if (!state.keyword && state.section === undefined) return;
    const products = eventProducts(meta, firstItems, 20);
    const common = { pageNumber: meta.currentPage, products, ...(meta.searchLogUuid ? { listId: meta.searchLogUuid } : {}) };
    const skip = { skip: config.analyticsSkipped };
    if (state.keyword) {
      postAnalyticsEvent("SEARCH_EVENT", { ...common, searchTerm: (meta.correctedKeyword ?? state.keyword).slice(0, 200), originalSearchTerm: state.keyword.slice(0, 200) }, skip);
      return;
    }
    if (state.section !== undefined) {
      postAnalyticsEvent("SEARCH_EVENT", { ...common, categoryId: state.section }, skip);
      postAnalyticsEvent("CATEGORY_VIEW", { ...common, categoryId: state.section }, skip);
    }
  }, [meta, firstItems, state.keyword, state.section, config.analyticsSkipped]);

  // The list-view event: once per page of a list shown — a refetch of the same page is not a new view,
  // the phone's endless list sends each page it loads, and another list (key) starts over.
  const sentListViews = useRef<{ key: string; pages: Set<string> }>({ key: "", pages: new Set() });
  useEffect(() => {
    if (sentListViews.current.key !== listView.key) sentListViews.current = { key: listView.key, pages: new Set() };
    const sent = sentListViews.current.pages;
    for (const page of listView.pages) {
      if (state.keyword && !page.meta.searchLogUuid) continue;
      const event = listViewEvent({ keyword: state.keyword, section: state.section, infavorite: state.infavorite }, page.meta, page.items);
      const pageKey = JSON.stringify([page.meta.searchLogUuid, page.meta.currentPage, page.items.map((p) => p.id)]);
      if (!event || sent.has(pageKey)) continue;
      sent.add(pageKey);
      postAnalyticsEvent(event.type, event.data, { skip: config.analyticsSkipped });
    }
  }, [listView, state.keyword, state.section, state.infavorite, config.analyticsSkipped]);

  return null;
}
