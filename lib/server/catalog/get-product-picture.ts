import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { brands, productGroups, products } from "../db/schema";
import type { TSite } from "../sites/resolve-site";
import { renderProductImage } from "./render-product-image";

/** The generated SVG picture of a product of this site, or null when the site has no such product. */
export async function getProductPicture({ site }: { site: Pick<TSite, "id"> }, productId: number): Promise<string | null> {
  const [row] = await getDb()
    .select({ name: products.name, article: products.article, groupSlug: productGroups.slug, brand: brands.name })
    .from(products)
    .leftJoin(productGroups, eq(productGroups.id, products.groupId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.siteId, site.id), eq(products.id, productId)));
  if (!row) return null;
  return renderProductImage({ name: row.name, article: row.article, groupSlug: row.groupSlug ?? "other", brand: row.brand });
}
