import type { TCatalogInfo } from "@/lib/contracts/catalog-calls";
import type { TProductList } from "@/lib/contracts/catalog";

/**
 * The server sends the first page's stocks without warehouse names (app/(storefront)/catalog/
 * load-catalog.ts: the same four names twenty times over would be a tenth of the page data); the
 * catalogue info it sends alongside names every warehouse once. This puts the names back, so the list
 * and the product dialog's first paint see the product as the API returns it.
 */
export function withWarehouseNames(list: TProductList, warehouses: TCatalogInfo["warehouses"]): TProductList {
  const byId = new Map(warehouses.map((w) => [w.id, w]));
  return {
    ...list,
    items: list.items.map((product) => ({
      ...product,
      stocks: product.stocks.map((stock) => (stock.name ? stock : { ...stock, name: byId.get(stock.id)?.name ?? "", city: byId.get(stock.id)?.city ?? "" })),
    })),
  };
}
