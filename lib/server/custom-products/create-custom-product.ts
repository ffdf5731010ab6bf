import "server-only";
import type { TCreateCustomProductRequest, TCustomProduct } from "@/lib/contracts/catalog-calls";
import { getDb } from "../db/client";
import { customProducts } from "../db/schema";
import type { TSignedInCatalogContext } from "../catalog/catalog-context";
import { customProductOwner } from "./custom-product-owner";
import { formatCustomProduct } from "./format-custom-product";
import { DEFAULT_UNIT } from "@/lib/shared/units";

/** POST /api/v1/product-custom: a product of the buyer's own, for their company; a name alone is enough. */
export async function createCustomProduct(ctx: TSignedInCatalogContext, request: TCreateCustomProductRequest): Promise<TCustomProduct> {
  const owner = await customProductOwner(ctx);
  const [row] = await getDb()
    .insert(customProducts)
    .values({
      siteId: owner.siteId,
      companyId: owner.companyId,
      userId: owner.userId,
      name: request.name,
      article: request.article ?? null,
      brand: request.brand ?? null,
      manufacturer: request.manufacturer ?? null,
      unit: request.unit ?? DEFAULT_UNIT,
      price: request.price ?? null,
      description: request.description ?? null,
    })
    .returning();
  return formatCustomProduct(row);
}
