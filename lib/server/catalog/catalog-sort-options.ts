import "server-only";
import type { z } from "zod";
import type { ZSortOption, ZWarehouseColumn } from "@/lib/contracts/catalog-calls";
import type { TLocale } from "@/lib/shared/locales";
import { catalogText } from "./catalog-text";

type TSortOption = z.infer<typeof ZSortOption>;

/**
 * The sorts the catalogue offers, as the `sort` values of its address: a leading minus is descending;
 * "-stock{id}" puts the most stock at that warehouse first (the API sends it as storage + stockId).
 * The empty value is the default order (relevance for a keyword search).
 */
export function catalogSortOptions(locale: TLocale, warehouses: z.infer<typeof ZWarehouseColumn>[]): TSortOption[] {
  return [
    { value: "", label: catalogText(locale, "sort.default") },
    { value: "name", label: catalogText(locale, "sort.name") },
    { value: "-name", label: catalogText(locale, "sort.nameDesc") },
    { value: "price", label: catalogText(locale, "sort.price") },
    { value: "-price", label: catalogText(locale, "sort.priceDesc") },
    { value: "article", label: catalogText(locale, "sort.article") },
    { value: "brand", label: catalogText(locale, "sort.brand") },
    { value: "new", label: catalogText(locale, "sort.new") },
    ...warehouses.map((w) => ({ value: `-stock${w.id}`, label: catalogText(locale, "sort.stockDesc", { warehouse: w.name }) })),
  ];
}
