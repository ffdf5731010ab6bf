import "server-only";
import { and, eq } from "drizzle-orm";
import type { TToggleFavoriteResponse } from "@/lib/contracts/catalog-calls";
import { getDb } from "../db/client";
import { favorites, products } from "../db/schema";
import { AppError } from "../http/app-error";
import { forgetUserFacets } from "../search/get-search-filters";
import type { TCatalogContext } from "./catalog-context";
import { translator } from "@/lib/server/i18n/translator";

/**
 * PUT /api/v1/product/{id}/toggle-favorite: adds the product to the signed-in user's favourites or
 * takes it out, and answers the new state. Visitors get the spec's 401 text; a product of another
 * site (or an unknown one) is 404. The user's cached facets are forgotten: their "in favourites" counts
 * and a favourites-only listing's total change with it.
 */
export async function toggleFavorite({ site, auth, locale }: TCatalogContext, { id }: { id: number }): Promise<TToggleFavoriteResponse> {
  if (!auth) throw new AppError("UNAUTHORIZED", translator(locale, "catalogApi")("errors.favoritesSignIn"));
  const userId = auth.user.id;
  const answer = await getDb().transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.siteId, site.id), eq(products.id, id), eq(products.isActive, true)));
    if (!product) throw new AppError("NOT_FOUND", translator(locale, "catalogApi")("errors.productNotFound"));
    const mine = and(eq(favorites.siteId, site.id), eq(favorites.userId, userId), eq(favorites.productId, id));
    const removed = await tx.delete(favorites).where(mine).returning({ productId: favorites.productId });
    if (removed.length > 0) return { favorite: false };
    await tx.insert(favorites).values({ siteId: site.id, userId, productId: id }).onConflictDoNothing();
    return { favorite: true };
  });
  forgetUserFacets(site.id, userId);
  return answer;
}
