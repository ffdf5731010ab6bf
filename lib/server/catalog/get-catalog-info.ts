import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { MAX_USER_FILTERS, type TCatalogInfo } from "@/lib/contracts/catalog-calls";
import { getDb } from "../db/client";
import { regions, warehouses } from "../db/schema";
import type { TCatalogContext } from "./catalog-context";
import { catalogSortOptions } from "./catalog-sort-options";
import { selectUserFilters } from "./list-user-filters";

const CURRENCY_SIGNS: Record<string, string> = { RUB: "₽" };

/** Columns of the list view, in order; "stocks" stands for one stock{id} column per warehouse. */
const LIST_COLUMNS = ["image", "article", "name", "brand", "manufacturer", "series", "unit", "multiplicity", "deliveryDays", "stocks", "price", "currentPrice", "amount"] as const;
const HIDDEN_BY_DEFAULT = new Set(["manufacturer", "series", "multiplicity", "deliveryDays"]);

/**
 * GET /api/v1/catalog/info: what the catalogue screen starts from — view and panel defaults (spec §9:
 * list view, panel pinned), stock columns (the visitor's region's warehouses first; the first
 * numberOfShownStocks shown), sorts, currency, and the signed-in user's saved filters.
 */
export async function getCatalogInfo({ site, auth, locale }: TCatalogContext): Promise<TCatalogInfo> {
  const db = getDb();
  const [defaultRegion] = auth?.user.regionId
    ? [{ id: auth.user.regionId }]
    : await db.select({ id: regions.id }).from(regions).where(and(eq(regions.siteId, site.id), eq(regions.isDefault, true))).limit(1);
  const regionId = defaultRegion?.id ?? null;
  const [warehouseRows, favoritesFilters] = await Promise.all([
    db
      .select({ id: warehouses.id, name: warehouses.name, city: warehouses.city })
      .from(warehouses)
      .where(eq(warehouses.siteId, site.id))
      .orderBy(regionId === null ? sql`0` : sql`(${warehouses.regionId} is distinct from ${regionId})`, asc(warehouses.sort), asc(warehouses.id)),
    auth ? selectUserFilters({ site }, auth.user.id, MAX_USER_FILTERS) : Promise.resolve([]),
  ]);
  const shownStocks = Math.max(0, site.settings.numberOfShownStocks);
  const stockColumns = warehouseRows.map((w) => `stock${w.id}`);
  const columns = LIST_COLUMNS.flatMap((c) => (c === "stocks" ? stockColumns : [c]));
  const columnsShown = LIST_COLUMNS.flatMap((c) => (c === "stocks" ? stockColumns.slice(0, shownStocks) : HIDDEN_BY_DEFAULT.has(c) ? [] : [c]));
  return {
    settings: {
      products: { view: "list", list: { columnsShown, columns } },
      panel: { shown: true, pinned: true, sections: { pinned: false, expandedLevel: 1 } },
    },
    numberOfShownStocks: shownStocks,
    warehouses: warehouseRows,
    sortOptions: catalogSortOptions(locale, warehouseRows),
    defaultSort: site.config.defaultSort ?? null,
    currency: { code: site.currency, sign: CURRENCY_SIGNS[site.currency] ?? site.currency },
    favoritesFilters,
  };
}
