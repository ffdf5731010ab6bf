"use client";

import { isPlainClick } from "@/lib/client/catalog/catalog-history";
import { useCatalogRow } from "./catalog-context";

/**
 * A link to a product's dialog (`?product={id}` over the current list). A real link: it opens in a new
 * tab and works without scripts; a plain click opens the dialog in place.
 */
export function ProductLink({ productKey, position, searchLogUuid, className = "", children }: { productKey: string; position: number; searchLogUuid: string | null; className?: string; children: React.ReactNode }) {
  const { hrefFor, openProduct } = useCatalogRow();
  return (
    <a
      href={hrefFor({ product: productKey })}
      className={className}
      // The product dialog gives the keyboard back here when it closes (product-dialog.tsx).
      data-product-link={productKey}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        openProduct(productKey, { searchLogUuid, position });
      }}
    >
      {children}
    </a>
  );
}
