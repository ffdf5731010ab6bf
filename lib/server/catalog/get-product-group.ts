import "server-only";
import { and, eq } from "drizzle-orm";
import type { TProductGroup } from "@/lib/contracts/catalog-calls";
import { getDb } from "../db/client";
import { productGroups } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TCatalogContext } from "./catalog-context";
import { groupProductsCount } from "./list-product-groups";
import { translator } from "@/lib/server/i18n/translator";

/** GET /api/v1/filter/group/{id}: one product group of this site (another site's is 404). */
export async function getProductGroup({ site, locale }: TCatalogContext, { id }: { id: number }): Promise<TProductGroup> {
  const [row] = await getDb()
    .select({ id: productGroups.id, name: productGroups.name, slug: productGroups.slug, productsCount: groupProductsCount(site.id) })
    .from(productGroups)
    .where(and(eq(productGroups.siteId, site.id), eq(productGroups.id, id)));
  if (!row) throw new AppError("NOT_FOUND", translator(locale, "catalogApi")("errors.groupNotFound"));
  return row;
}
