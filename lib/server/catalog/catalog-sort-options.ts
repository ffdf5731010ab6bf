import "server-only";
import type { z } from "zod";
import type { ZSortOption, ZWarehouseColumn } from "@/lib/contracts/catalog-calls";
import type { TLocale } from "@/lib/shared/locales";
import { translator } from "@/lib/server/i18n/translator";

type TSortOption = z.infer<typeof ZSortOption>;

/**
 * The sorts the catalogue offers, as the `sort` values of its address: a leading minus is descending;
 * "-stock{id}" puts the most stock at that warehouse first (the API sends it as storage + stockId).
 * The empty value is the default order (relevance for a keyword search).
 */
export function catalogSortOptions(locale: TLocale, warehouses: z.infer<typeof ZWarehouseColumn>[]): TSortOption[] {
  return [
    { value: "", label: translator(locale, "catalogApi")("sort.default") },
    { value: "name", label: translator(locale, "catalogApi")("sort.name") },
    { value: "-name", label: translator(locale, "catalogApi")("sort.nameDesc") },
    { value: "price", label: translator(locale, "catalogApi")("sort.price") },
    { value: "-price", label: translator(locale, "catalogApi")("sort.priceDesc") },
    { value: "article", label: translator(locale, "catalogApi")("sort.article") },
    { value: "brand", label: translator(locale, "catalogApi")("sort.brand") },
    { value: "new", label: translator(locale, "catalogApi")("sort.new") },
    ...warehouses.map((w) => ({ value: `-stock${w.id}`, label: translator(locale, "catalogApi")("sort.stockDesc", { warehouse: w.name }) })),
  ];
}
