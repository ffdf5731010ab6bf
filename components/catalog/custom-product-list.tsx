"use client";

import { useTranslations } from "next-intl";
import { formatPrice } from "@/lib/client/catalog/money";
import { useCustomProductList } from "@/lib/client/catalog/use-custom-products";
import type { TCustomProduct } from "@/lib/contracts/catalog-calls";
import { productKey } from "@/lib/shared/catalog-url";
import { useCatalog } from "./catalog-context";
import { ProductImage } from "./product-image";

/** The company's custom products as rows; a row opens the product's dialog (`?product=custom:{id}`). */
export function CustomProductRows({ products, onOpen }: { products: TCustomProduct[]; onOpen?: () => void }) {
  const t = useTranslations("catalog.custom");
  const { openProduct, config } = useCatalog();
  return (
    <ul className="divide-y divide-line rounded-lg border border-line bg-white" data-testid="custom-product-rows">
      {products.map((product) => (
        <li key={product.id}>
          <button
            type="button"
            onClick={() => {
              onOpen?.();
              openProduct(productKey("custom", product.id), { searchLogUuid: null, position: null });
            }}
            className="flex w-full items-center gap-3 p-3 text-left text-sm hover:bg-page focus-visible:bg-page"
          >
            <ProductImage src={product.image} size={40} />
            <span className="min-w-0 flex-1">
              <span className="block font-medium break-words">{product.name}</span>
              {product.article ? <span className="block text-xs text-muted">{t("articleShort", { article: product.article })}</span> : null}
            </span>
            <span className="shrink-0 text-right">{product.price ? formatPrice(product.price, config.currencySign) : <span className="text-muted">{t("noPrice")}</span>}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The catalogue search's matches among the company's own products, above the catalogue results: the
 * search pages, totals and facets stay the seller's catalogue, and these are found by name or article.
 */
export function CustomProductsFound() {
  const t = useTranslations("catalog.custom");
  const { state, viewer } = useCatalog();
  const keyword = state.keyword?.trim() ?? "";
  const found = useCustomProductList(keyword, viewer, keyword !== "");
  if (!keyword || !viewer.isSignedIn || !found.data || found.data.items.length === 0) return null;
  return (
    <section aria-labelledby="custom-found-title" className="mb-4 flex flex-col gap-2" data-testid="custom-products-found">
      <h2 id="custom-found-title" className="text-base font-medium">
        {t("found", { count: found.data.totalCount })}
      </h2>
      <CustomProductRows products={found.data.items} />
    </section>
  );
}
