import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDeleteCustomProductResponse } from "@/lib/contracts/catalog-calls";
import { getDb } from "../db/client";
import { cartItems, customProducts } from "../db/schema";
import type { TSignedInCatalogContext } from "../catalog/catalog-context";
import { customProductOwner, ownedBy } from "./custom-product-owner";
import { findCustomProductOrThrow } from "./find-custom-product-or-throw";
import { removePhotoFile } from "./remove-photo-file";
import { translator } from "@/lib/server/i18n/translator";

/**
 * DELETE /api/v1/product-custom/{id}: the company's custom product is gone for good. Cart lines holding
 * it leave every cart (a line of nothing cannot be ordered); placed orders keep their lines, which copy
 * the name, article, unit and price. Another company's or site's product is 404.
 */
export async function deleteCustomProduct(ctx: TSignedInCatalogContext, { id }: { id: number }): Promise<TDeleteCustomProductResponse> {
  const owner = await customProductOwner(ctx);
  const { photo, name, removedFromCarts } = await getDb().transaction(async (tx) => {
    const current = await findCustomProductOrThrow(ctx, owner, id, tx);
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.siteId, owner.siteId), eq(cartItems.customProductId, id)))
      .returning({ id: cartItems.id });
    await tx.delete(customProducts).where(and(ownedBy(owner), eq(customProducts.id, id)));
    return { photo: current.imagePath, name: current.name, removedFromCarts: removed.length };
  });
  await removePhotoFile(photo);
  return { id, removedFromCarts, message: translator(ctx.locale, "catalogApi")("customDeleted", { name }) };
}
