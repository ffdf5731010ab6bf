import "server-only";
import type { TCatalogQuery, TSearchResult } from "@/lib/contracts/catalog";
import { listProducts, type TListContext } from "./list-products";

/** GET /api/v2/search: the product list, always logged, with the list also under `products` (spec §3 "Search result"). */
export async function searchCatalog(ctx: TListContext, query: TCatalogQuery): Promise<TSearchResult> {
  const list = await listProducts(ctx, query, { log: "always" });
  return { ...list, products: list.items };
}
