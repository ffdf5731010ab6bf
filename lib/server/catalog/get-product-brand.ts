import "server-only";
import { and, eq } from "drizzle-orm";
import type { TBrand } from "@/lib/contracts/catalog-calls";
import { getDb } from "../db/client";
import { brands } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TCatalogContext } from "./catalog-context";
import { brandProductsCount } from "./list-product-brands";
import { translator } from "@/lib/server/i18n/translator";

/** GET /api/v1/product-brand/{id}: one brand of this site (another site's is 404). */
export async function getProductBrand({ site, locale }: TCatalogContext, { id }: { id: number }): Promise<TBrand> {
  const [row] = await getDb()
    .select({ id: brands.id, name: brands.name, slug: brands.slug, productsCount: brandProductsCount(site.id) })
    .from(brands)
    .where(and(eq(brands.siteId, site.id), eq(brands.id, id)));
  if (!row) throw new AppError("NOT_FOUND", translator(locale, "catalogApi")("errors.brandNotFound"));
  return row;
}
