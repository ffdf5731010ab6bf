import "server-only";
import type { TDb, TTx } from "../db/client";
import type { CatalogReferences } from "./catalog-references";
import type { TProductRecord } from "./import-records";
import { importLogText, reportProblem, type TImportState } from "./import-state";
import { columnsOfGood, loadKeyedProducts, resolveFeatures, writeProducts, type TWrite } from "./apply-products";
import { savePictures } from "./save-pictures";

/**
 * Writes a batch of goods (1C «Товар», YML offers' catalogue part): created or updated by key, features and
 * pictures with them. A good whose characteristics are on sale stays hidden; one marked deleted is withdrawn.
 * Returns the ids whose search documents must be rebuilt.
 */
export async function applyGoods(db: TDb | TTx, refs: CatalogReferences, state: TImportState, records: TProductRecord[], withCharacteristics: Set<string>): Promise<number[]> {
  // The last record of a key wins (a file may repeat a good).
  const byKey = new Map(records.map((r) => [r.key, r]));
  const current = await loadKeyedProducts(db, state.siteId, [...byKey.keys()]);
  const writes: TWrite[] = [];
  for (const record of byKey.values()) {
    if (record.sectionKey && refs.sectionId(record.sectionKey) === undefined) {
      reportProblem(state, record.where, importLogText("problems.sectionNotFound", { section: record.sectionKey, name: record.name }), { skipped: false });
    }
    const isActive = !record.isDeleted && !withCharacteristics.has(record.key);
    const columns = await columnsOfGood(db, refs, record, current.get(record.key), isActive);
    const features = record.features === undefined ? undefined : await resolveFeatures(db, refs, state, record.where, record.features);
    writes.push({ key: record.key, columns, features, where: record.where });
  }
  const { touched, ids } = await writeProducts(db, state, writes);
  const pictured = await savePictures(db, state, [...byKey.values()].map((r) => ({ productId: ids.get(r.key) as number, pictures: r.pictures, where: r.where })));
  return [...new Set([...touched, ...pictured])];
}
