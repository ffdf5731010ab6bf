import "server-only";
import { and, eq } from "drizzle-orm";
import type { TCustomProduct, TUpdateCustomProductRequest } from "@/lib/contracts/catalog-calls";
import { getDb } from "../db/client";
import { customProducts } from "../db/schema";
import type { TSignedInCatalogContext } from "../catalog/catalog-context";
import { customProductOwner, ownedBy } from "./custom-product-owner";
import { findCustomProductOrThrow } from "./find-custom-product-or-throw";
import { formatCustomProduct } from "./format-custom-product";
import { removePhotoFile } from "./remove-photo-file";

/**
 * PUT /api/v1/product-custom/{id}: changes the fields sent (null clears an optional one);
 * `imageDeleted: true` also drops the photo.
 */
export async function updateCustomProduct(ctx: TSignedInCatalogContext, { id }: { id: number }, request: TUpdateCustomProductRequest): Promise<TCustomProduct> {
  const owner = await customProductOwner(ctx);
  const { row, droppedPhoto } = await getDb().transaction(async (tx) => {
    const current = await findCustomProductOrThrow(ctx, owner, id, tx);
    const dropPhoto = request.imageDeleted === true && current.imagePath !== null;
    const [updated] = await tx
      .update(customProducts)
      .set({
        name: request.name,
        article: request.article,
        brand: request.brand,
        manufacturer: request.manufacturer,
        unit: request.unit,
        price: request.price,
        description: request.description,
        ...(dropPhoto ? { imagePath: null } : {}),
        updatedAt: new Date(),
      })
      .where(and(ownedBy(owner), eq(customProducts.id, id)))
      .returning();
    return { row: updated, droppedPhoto: dropPhoto ? current.imagePath : null };
  });
  await removePhotoFile(droppedPhoto);
  return formatCustomProduct(row);
}
