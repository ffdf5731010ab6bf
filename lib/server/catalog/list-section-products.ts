import "server-only";
import type { TCatalogQuery, TProductList } from "@/lib/contracts/catalog";
import { listProducts, type TListContext } from "../search/list-products";

/**
 * GET /api/v1/catalog-section/{id}/item: the products of a section and its subsections — the
 * catalogue list with the section taken from the path (a `section` in the query gives way to it), so
 * every other filter, sort and paging key of the catalogue works here too. Another site's section is 404.
 */
export async function listSectionProducts(ctx: TListContext, { id }: { id: number }, query: TCatalogQuery): Promise<TProductList> {
  return listProducts(ctx, { ...query, section: id });
}
