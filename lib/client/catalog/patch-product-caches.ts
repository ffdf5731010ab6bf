import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { TProduct, TProductList } from "@/lib/contracts/catalog";
import { catalogQueryKeys } from "../query-keys";

type TPatch = (product: TProduct) => TProduct;

function patchList(list: TProductList, id: number, patch: TPatch): TProductList {
  if (!list.items.some((p) => p.id === id)) return list;
  const items = list.items.map((p) => (p.id === id ? patch(p) : p));
  return { ...list, items };
}

/**
 * Changes one product wherever the screen keeps it (pages, the mobile list, the dialog), so a
 * favourite or a cart amount shows at once without fetching the list again.
 */
export function patchProductInCaches(queryClient: QueryClient, id: number, patch: TPatch): void {
  queryClient.setQueriesData<TProductList>({ queryKey: catalogQueryKeys.lists }, (data) => (data ? patchList(data, id, patch) : data));
  queryClient.setQueriesData<InfiniteData<TProductList, number>>({ queryKey: catalogQueryKeys.infinites }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => patchList(page, id, patch)) } : data,
  );
  queryClient.setQueriesData<TProduct>({ queryKey: catalogQueryKeys.anyProduct(id) }, (data) => (data ? patch(data) : data));
}
