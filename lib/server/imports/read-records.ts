import "server-only";
import type { TImportSource } from "../db/schema";
import type { CatalogReferences } from "./catalog-references";
import { readCommerceml } from "./commerceml/read-commerceml";
import type { TImportRecord } from "./import-records";

export type TReadContext = { siteId: number; brandProperties?: string[]; refs: CatalogReferences };

/** The records of one file of a source, streamed. */
export function readRecords(source: TImportSource, file: string, context: TReadContext): AsyncGenerator<TImportRecord> {
  switch (source) {
    case "commerceml":
      return readCommerceml(file, { brandProperties: context.brandProperties });
    default:
      throw new Error(`источник ${source} ещё не подключён`);
  }
}
