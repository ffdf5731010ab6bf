import "server-only";
import path from "node:path";
import type { TCustomProduct } from "@/lib/contracts/catalog-calls";
import type { customProducts } from "../db/schema";
import { kopecksToDecimal } from "@/lib/shared/money";

export type TCustomProductRow = typeof customProducts.$inferSelect;

/** The public address of a stored photo ("custom-products/1/<name>.jpg" → "/media/custom-product/<name>.jpg"). */
export function customPhotoUrl(imagePath: string): string {
  return `/media/custom-product/${path.posix.basename(imagePath)}`;
}

export function formatCustomProduct(row: TCustomProductRow): TCustomProduct {
  return {
    id: row.id,
    type: "custom",
    name: row.name,
    article: row.article,
    brand: row.brand,
    manufacturer: row.manufacturer,
    unit: row.unit,
    price: row.price === null ? null : kopecksToDecimal(row.price),
    description: row.description,
    image: row.imagePath ? customPhotoUrl(row.imagePath) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
