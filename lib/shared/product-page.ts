/**
 * The product's own page (docs/adr/0025-product-page-for-search-engines.md): the one address of a product a search
 * engine indexes and a sitemap lists. The catalogue's `?product={id}` dialog stays the way buyers open it
 * from a list.
 */
export function productPageHref(id: number): string {
  return `/product/${id}`;
}
