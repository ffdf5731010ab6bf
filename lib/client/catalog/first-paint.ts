import type { TCatalogInfo } from "@/lib/contracts/catalog-calls";
import type { TProduct, TProductList, TProductListMeta } from "@/lib/contracts/catalog";

/**
 * A product of the server's first page as the page data carries it to the browser. Every byte of it is
 * sent twice (in the HTML and in the page data), so what the browser can put back is left out: the list
 * shows neither descriptions nor features (the product dialog loads them), `type` is always "catalog",
 * the `stock{id}` columns repeat the stocks, and the catalogue info sent alongside names every
 * warehouse once — a stock is `[warehouseId, quantity]`.
 */
export type TFirstPaintProduct = Omit<TProduct, "type" | "description" | "features" | "stocks" | `stock${number}`> & { stocks: [id: number, quantity: number][] };
export type TFirstPaintList = { items: TFirstPaintProduct[]; meta: TProductListMeta };

/** The server's side (app/(storefront)/catalog/page.tsx): the first page as sent. */
export function forFirstPaint(list: TProductList): TFirstPaintList {
  return {
    meta: list.meta,
    items: list.items.map((product) => {
      const { type: _type, description: _description, features: _features, stocks, ...rest } = product;
      const fields: Record<string, unknown> = { ...rest };
      for (const key of Object.keys(fields)) if (/^stock\d+$/.test(key)) delete fields[key];
      return { ...(fields as Omit<TFirstPaintProduct, "stocks">), stocks: stocks.map(({ id, quantity }) => [id, quantity]) };
    }),
  };
}

/** The browser's side: the first page as the API returns it (no description or features), warehouse names from the catalogue info. */
export function fromFirstPaint(list: TFirstPaintList, warehouses: TCatalogInfo["warehouses"]): TProductList {
  const byId = new Map(warehouses.map((w) => [w.id, w]));
  return {
    meta: list.meta,
    items: list.items.map(({ stocks, ...fields }) => {
      const product: TProduct = {
        ...fields,
        type: "catalog",
        description: "",
        features: [],
        stocks: stocks.map(([id, quantity]) => {
          const warehouse = byId.get(id);
          return { id, name: warehouse?.name ?? "", city: warehouse?.city ?? "", quantity };
        }),
      };
      for (const [id, quantity] of stocks) product[`stock${id}`] = quantity;
      return product;
    }),
  };
}
