import type { TProductList } from "@/lib/contracts/catalog";
import { productPageHref } from "@/lib/shared/product-page";

export type TCatalogJsonLdPage = { origin: string | null; pageHref: string; name: string };

/**
 * JSON-LD of a list page: an ItemList of Products with their offers (schema.org), so search engines
 * read names, codes, brands and prices. Escaped for a <script> element. Built where the list is
 * rendered (components/catalog/catalog-json-ld.tsx), from the first page the screen already has: the
 * page data does not carry it a second time.
 */
export function catalogJsonLd({ list, origin, pageHref, name }: TCatalogJsonLdPage & { list: TProductList }): string {
  const absolute = (path: string) => (origin ? new URL(path, origin).toString() : path);
  const data = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    url: absolute(pageHref),
    numberOfItems: list.meta.totalCount,
    itemListElement: list.items.map((product, index) => ({
      "@type": "ListItem",
      position: (list.meta.currentPage - 1) * list.meta.perPage + index + 1,
      item: {
        "@type": "Product",
        name: product.name,
        sku: product.article,
        ...(product.manufacturerCode ? { mpn: product.manufacturerCode } : {}),
        ...(product.brand ? { brand: { "@type": "Brand", name: product.brand.name } } : {}),
        // Every real picture when there are several (schema.org takes a list), else the one shown.
        image: product.images.length > 1 ? product.images.map(absolute) : absolute(product.image),
        // The product's own page (docs/adr/0025-product-page-for-search-engines.md), the address search engines index.
        url: absolute(productPageHref(product.id)),
        offers: {
          "@type": "Offer",
          price: product.price.value,
          priceCurrency: product.price.currency,
          availability: product.stocks.some((s) => s.quantity > 0) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        },
      },
    })),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
