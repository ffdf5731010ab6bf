import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { TDb, TTx } from "../db/client";
import { productImages } from "../db/schema";
import { MAX_PICTURE_BYTES, saveProductPicture } from "../catalog/save-product-picture";
import { pathInFolder } from "../storage/path-in-folder";
import { importLogText, reportProblem, type TImportState } from "./import-state";

type TPictured = { productId: number; pictures: string[] | undefined; where: string };

/**
 * Reads the pictures a batch of goods names from the package and makes them the products' pictures (the
 * first is the main one). A good that names none keeps the pictures it has only when its record said
 * nothing about pictures. Returns the products whose pictures changed.
 */
export async function savePictures(db: TDb | TTx, state: TImportState, goods: TPictured[]): Promise<number[]> {
  const named = goods.filter((g) => g.pictures !== undefined);
  if (named.length === 0) return [];
  const ids = named.map((g) => g.productId);
  const current = new Map<number, string[]>();
  for (const row of await db
    .select({ productId: productImages.productId, path: productImages.path })
    .from(productImages)
    .where(and(eq(productImages.siteId, state.siteId), inArray(productImages.productId, ids)))
    .orderBy(asc(productImages.productId), asc(productImages.sort))) {
    current.set(row.productId, [...(current.get(row.productId) ?? []), row.path]);
  }
  const changed: number[] = [];
  for (const good of named) {
    const keys: string[] = [];
    for (const name of good.pictures ?? []) {
      const file = pathInFolder(path.resolve(state.folder), name);
      const stat = file ? await fs.stat(file).catch(() => null) : null;
      if (!file || !stat?.isFile()) {
        reportProblem(state, good.where, importLogText("problems.pictureNotInPackage", { name }), { skipped: false });
        continue;
      }
      if (stat.size > MAX_PICTURE_BYTES) {
        reportProblem(state, good.where, importLogText("problems.pictureTooLarge", { name, megabytes: MAX_PICTURE_BYTES / 1024 / 1024 }), { skipped: false });
        continue;
      }
      const saved = await saveProductPicture(state.siteId, await fs.readFile(file));
      if (!saved) reportProblem(state, good.where, importLogText("problems.notAPicture", { name }), { skipped: false });
      else if (!keys.includes(saved.key)) keys.push(saved.key);
    }
    const before = current.get(good.productId) ?? [];
    if (before.join("|") === keys.join("|")) continue;
    await db.delete(productImages).where(and(eq(productImages.siteId, state.siteId), eq(productImages.productId, good.productId)));
    if (keys.length > 0) await db.insert(productImages).values(keys.map((key, sort) => ({ siteId: state.siteId, productId: good.productId, path: key, sort })));
    state.counts.pictures += keys.length;
    changed.push(good.productId);
  }
  return changed;
}
