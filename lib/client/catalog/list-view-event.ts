import type { TAnalyticsEventData, TListViewType } from "@/lib/contracts/analytics";
import type { TProduct, TProductListMeta } from "@/lib/contracts/catalog";
import type { TCatalogUrlState } from "@/lib/shared/catalog-url";

/** The products of a shown list page as analytics events carry them: id, name, price and the position in the whole list (1-based). */
export function eventProducts(meta: TProductListMeta, items: TProduct[], limit: number): NonNullable<TAnalyticsEventData["products"]> {
  const offset = (meta.currentPage - 1) * meta.perPage;
  return items.slice(0, limit).map((p, index) => ({ id: p.id, name: p.name.slice(0, 300), price: p.currentPrice, position: offset + index + 1 }));
}

/**
 * Spec §7 "a list-view type given by the caller": the catalogue names its lists CATALOG_LIST_VIEW, and
 * FAVORITES_LIST_VIEW for the buyer's favourites. One event per page of a list shown, with the page's
 * products (positions in the whole list), the search log's list id, and what made the list — a keyword
 * search, a section, or the catalogue as a whole (`segment`). An empty page was not a view of anything.
 */
export function listViewEvent(
  state: Pick<TCatalogUrlState, "keyword" | "section" | "infavorite">,
  meta: TProductListMeta,
  items: TProduct[],
): { type: TListViewType; data: TAnalyticsEventData } | null {
  if (!items.length) return null;
  const segment = state.keyword ? "search" : state.section !== undefined ? "section" : "catalog";
  return {
    type: state.infavorite ? "FAVORITES_LIST_VIEW" : "CATALOG_LIST_VIEW",
    data: {
      segment,
      pageNumber: meta.currentPage,
      products: eventProducts(meta, items, 200),
      ...(meta.searchLogUuid ? { listId: meta.searchLogUuid } : {}),
      ...(state.keyword ? { searchTerm: (meta.correctedKeyword ?? state.keyword).slice(0, 200) } : {}),
      ...(state.section !== undefined ? { categoryId: state.section } : {}),
    },
  };
}
