/**
 * React Query keys of the catalogue screen. Every personal answer is keyed by the viewer (the user id,
 * 0 for a visitor), so signing in or out never shows one person's favourites or cart amounts to another.
 */
export const catalogQueryKeys = {
  all: ["catalog"] as const,
  /** One page of the list: `query` is catalogApiQuery (filters, sort, page, size). */
  list: (query: string, viewer: number) => ["catalog", "list", query, viewer] as const,
  /** The mobile infinite list: `query` without the page. */
  infinite: (query: string, viewer: number) => ["catalog", "infinite", query, viewer] as const,
  facets: (query: string, viewer: number) => ["catalog", "facets", query, viewer] as const,
  info: (viewer: number) => ["catalog", "info", viewer] as const,
  prices: (signature: string, viewer: number) => ["catalog", "prices", signature, viewer] as const,
  product: (id: number, viewer: number) => ["catalog", "product", id, viewer] as const,
  customProduct: (id: number, viewer: number) => ["catalog", "custom-product", id, viewer] as const,
  /** The company's custom products matching `keyword` ("" for all). */
  customProducts: (keyword: string, viewer: number) => ["catalog", "custom-products", keyword, viewer] as const,
  userFilters: (viewer: number) => ["catalog", "user-filters", viewer] as const,
};
