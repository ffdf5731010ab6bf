import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { priceTypes, warehouses, type TImportSource } from "../db/schema";
import { readCommerceml } from "./commerceml/read-commerceml";
import type { TImportRecord } from "./import-records";
import { readPriceList } from "./price-list/read-price-list";
import { readYml } from "./yml/read-yml";

export type TReadContext = { siteId: number; brandProperties?: string[] };

/** A price list's columns are the site's price types and warehouses by name (or code). */
async function* readSitePriceList(file: string, siteId: number): AsyncGenerator<TImportRecord> {
  const db = getDb();
  const types = await db.select({ name: priceTypes.name, code: priceTypes.code }).from(priceTypes).where(eq(priceTypes.siteId, siteId));
  const stores = await db.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.siteId, siteId));
  yield* readPriceList(file, { priceTypes: types, warehouses: stores });
}

/** The records of one file of a source, streamed. */
export function readRecords(source: TImportSource, file: string, context: TReadContext): AsyncGenerator<TImportRecord> {
  switch (source) {
    case "commerceml":
      return readCommerceml(file, { brandProperties: context.brandProperties });
    case "yml":
      return readYml(file);
    case "table":
      return readSitePriceList(file, context.siteId);
  }
}
