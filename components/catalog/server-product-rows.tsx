import "server-only";
import { getTranslations } from "next-intl/server";
import { defaultSettings } from "@/lib/client/catalog/catalog-settings";
import type { TCatalogInfo } from "@/lib/contracts/catalog-calls";
import type { TProductList } from "@/lib/contracts/catalog";
import { visibleColumns } from "./catalog-columns";
import { ProductRowView, type TCatalogText, type TServerRows } from "./product-row-view";
import { RowCartIsland, RowFavoriteIsland, ServerRowsPrices } from "./row-islands";

/** How many pictures of the first page load at once (above the fold); the others wait for scrolling (as product-list.tsx). */
const EAGER_IMAGES = 4;

/**
 * The first page's rows of the list view, rendered on the server (issue 20): names, codes, brands, stocks,
 * prices, units, pictures and links are markup; only the amount control, the star, the current prices
 * and the product links hydrate (row-islands.tsx, product-link.tsx, list-prices.tsx). Null when the
 * site's default view is the grid, or there is nothing to list: the browser's list renders those.
 */
export async function serverProductRows({ list, info, sign, hasCart, unitLabel }: { list: TProductList; info: TCatalogInfo; sign: string; hasCart: boolean; unitLabel: (unit: string) => string }): Promise<TServerRows | null> {
  const defaults = defaultSettings(info);
  if (defaults.view !== "list" || list.items.length === 0) return null;
  const columns = visibleColumns(info.settings.products.list.columns, defaults.columnsShown);
  const t = await getTranslations("catalog");
  const warehouses = new Map(info.warehouses.map((w) => [w.id, w.name]));
  const { currentPage, perPage, searchLogUuid } = list.meta;
  const firstPosition = (currentPage - 1) * perPage + 1;
  const priceItems = list.items.map(({ id, minimumBatch, multiplicity }) => ({ id, minimumBatch, multiplicity }));
  const node = (
    <ServerRowsPrices items={priceItems}>
      {list.items.map((product, index) => (
        <ProductRowView
          key={product.id}
          product={product}
          columns={columns}
          position={firstPosition + index}
          searchLogUuid={searchLogUuid}
          eagerImage={index < EAGER_IMAGES}
          t={t as TCatalogText}
          unitLabel={unitLabel}
          warehouseName={(id) => warehouses.get(id) ?? `#${id}`}
          sign={sign}
          amount={
            hasCart ? (
              <RowCartIsland
                product={{ id: product.id, name: product.name, unit: product.unit, numberOfItemsInCart: product.numberOfItemsInCart, currentPrice: product.currentPrice, minimumBatch: product.minimumBatch, multiplicity: product.multiplicity }}
              />
            ) : null
          }
          favorite={<RowFavoriteIsland productId={product.id} productName={product.name} favorite={product.favorite} />}
        />
      ))}
    </ServerRowsPrices>
  );
  return { node, columns };
}
