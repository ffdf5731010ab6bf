import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { TDb, TTx } from "../db/client";
import { productImages } from "../db/schema";
import { detectImageType } from "../storage/detect-image-type";
import { getFileStorage } from "../storage/file-storage";
import { reportProblem, type TImportState } from "./import-state";

/** The largest picture a package may carry. */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

/** A picture file of the package, never outside its folder (1C names them "import_files/ab/abcd.jpg"). */
function fileInFolder(folder: string, name: string): string | null {
  if (name.includes("\0") || path.isAbsolute(name) || name.includes("\\")) return null;
  const file = path.resolve(folder, name);
  return file.startsWith(path.resolve(folder) + path.sep) ? file : null;
}

/** Stores a picture by its content (the same picture is stored once) and returns its storage key. */
async function storePicture(siteId: number, bytes: Buffer): Promise<string | null> {
  const type = detectImageType(bytes);
  if (!type) return null;
  const hash = createHash("sha256").update(bytes).digest("hex");
  const key = `products/${siteId}/${hash.slice(0, 2)}/${hash}.${type === "jpeg" ? "jpg" : type}`;
  const storage = getFileStorage();
  if (!(await storage.read(key))) await storage.save(key, bytes);
  return key;
}

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
      const file = fileInFolder(state.folder, name);
      const stat = file ? await fs.stat(file).catch(() => null) : null;
      if (!file || !stat?.isFile()) {
        reportProblem(state, good.where, `картинка ${name} не найдена в пакете`, { skipped: false });
        continue;
      }
      if (stat.size > MAX_PICTURE_BYTES) {
        reportProblem(state, good.where, `картинка ${name} больше 20 МБ`, { skipped: false });
        continue;
      }
      const key = await storePicture(state.siteId, await fs.readFile(file));
      if (!key) reportProblem(state, good.where, `${name} — не картинка JPEG или PNG`, { skipped: false });
      else if (!keys.includes(key)) keys.push(key);
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
