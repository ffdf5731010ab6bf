import "server-only";
import type { TCustomProduct } from "@/lib/contracts/catalog-calls";
import type { TSignedInCatalogContext } from "../catalog/catalog-context";
import { customProductOwner } from "./custom-product-owner";
import { findCustomProductOrThrow } from "./find-custom-product-or-throw";
import { formatCustomProduct } from "./format-custom-product";

/** GET /api/v1/product-custom/{id}: one custom product of the buyer's company. */
export async function getCustomProduct(ctx: TSignedInCatalogContext, { id }: { id: number }): Promise<TCustomProduct> {
  return formatCustomProduct(await findCustomProductOrThrow(ctx, await customProductOwner(ctx), id));
}
