import "server-only";
import { and, count, desc, sql, type SQL } from "drizzle-orm";
import type { TCustomProductListQuery, TCustomProductListResponse } from "@/lib/contracts/catalog-calls";
import { escapeLike } from "../adapters/company-lookup/text-match";
import { getDb } from "../db/client";
import { customProducts } from "../db/schema";
import type { TSignedInCatalogContext } from "../catalog/catalog-context";
import { customProductOwner, ownedBy } from "./custom-product-owner";
import { formatCustomProduct } from "./format-custom-product";

/** Every word of the keyword in the name or the article (case- and ё-insensitive, as substrings). */
function keywordMatch(keyword: string): SQL | undefined {
  const words = keyword.toLowerCase().replace(/ё/g, "е").split(/\s+/).filter(Boolean);
  const text = sql`translate(lower(${customProducts.name} || ' ' || coalesce(${customProducts.article}, '')), 'ё', 'е')`;
  return and(...words.map((word) => sql`${text} like ${`%${escapeLike(word)}%`}`));
}

/**
 * GET /api/v1/product-custom: the custom products of the buyer's company (newest first), optionally
 * those whose name or article holds every word of `keyword` — how the catalogue finds them again.
 */
export async function listCustomProducts(ctx: TSignedInCatalogContext, query: TCustomProductListQuery): Promise<TCustomProductListResponse> {
  const owner = await customProductOwner(ctx);
  const where = and(ownedBy(owner), query.keyword ? keywordMatch(query.keyword) : undefined);
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db.select().from(customProducts).where(where).orderBy(desc(customProducts.id)).limit(query.limit),
    db.select({ n: count() }).from(customProducts).where(where),
  ]);
  return { items: rows.map(formatCustomProduct), totalCount: Number(total.n) };
}
