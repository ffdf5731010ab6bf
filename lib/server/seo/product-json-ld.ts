import "server-only";
import type { TProduct } from "@/lib/contracts/catalog";
import { productPageHref } from "@/lib/shared/product-page";

/**
 * JSON-LD of a product's own page (schema.org Product with its Offer): name, code, brand, pictures, the
 * list price a visitor sees and whether any warehouse has it. Escaped for a <script> element.
 */
export function productJsonLd({ product, origin, sellerName }: { product: TProduct; origin: string; sellerName: string }): string {
  const absolute = (path: string) => new URL(path, origin).href;
  const url = absolute(productPageHref(product.id));
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.article,
    url,
    image: (product.images.length ? product.images : [product.image]).map(absolute),
    ...(product.description ? { description: product.description } : {}),
    ...(product.manufacturerCode ? { mpn: product.manufacturerCode } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand.name } } : {}),
    ...(product.section ? { category: product.section.name } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: product.price.value,
      priceCurrency: product.price.currency,
      availability: product.stocks.some((s) => s.quantity > 0) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: sellerName },
    },
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
