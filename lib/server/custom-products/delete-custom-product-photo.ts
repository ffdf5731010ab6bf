import "server-only";
import type { TCustomProduct } from "@/lib/contracts/catalog-calls";
import type { TSignedInCatalogContext } from "../catalog/catalog-context";
import { updateCustomProduct } from "./update-custom-product";

/** DELETE /api/v1/product-custom/{id}/delete-photo: drops the photo; the product stays. */
export async function deleteCustomProductPhoto(ctx: TSignedInCatalogContext, { id }: { id: number }): Promise<TCustomProduct> {
  return updateCustomProduct(ctx, { id }, { imageDeleted: true });
}
