import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import type { TCustomProduct } from "@/lib/contracts/catalog-calls";
import { getDb } from "../db/client";
import { customProducts } from "../db/schema";
import { AppError } from "../http/app-error";
import { logger } from "../log";
import { detectImageType } from "../storage/detect-image-type";
import { getFileStorage } from "../storage/file-storage";
import type { TUploadedFile } from "../storage/read-multipart-file";
import type { TSignedInCatalogContext } from "../catalog/catalog-context";
import { customProductOwner, ownedBy } from "./custom-product-owner";
import { findCustomProductOrThrow } from "./find-custom-product-or-throw";
import { formatCustomProduct } from "./format-custom-product";
import { removePhotoFile } from "./remove-photo-file";
import { translator } from "@/lib/server/i18n/translator";

const MAX_SIDE = 1600;
// A small file can still unpack into a huge bitmap: refuse anything beyond ~50 megapixels.
const MAX_INPUT_PIXELS = 50_000_000;

/** The photo re-encoded in its own format (JPEG or PNG, which PDF offers can embed), EXIF dropped. */
async function reencode(bytes: Buffer, type: "jpeg" | "png"): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  const { format } = await image.metadata();
  if (format !== type) throw new Error(`content says ${type}, decoder says ${format}`);
  const resized = image.rotate().resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true });
  return type === "jpeg" ? resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer() : resized.png({ compressionLevel: 9 }).toBuffer();
}

/**
 * POST /api/v1/product-custom/{id}/upload-photo: a JPG or PNG (judged by its bytes, not its name)
 * replaces the product's photo. Stored under an unguessable name, because an <img> cannot send the
 * bearer token that would let us check the owner.
 */
export async function uploadCustomProductPhoto(ctx: TSignedInCatalogContext, { id }: { id: number }, file: TUploadedFile): Promise<TCustomProduct> {
  const { site, locale } = ctx;
  const owner = await customProductOwner(ctx);
  await findCustomProductOrThrow(ctx, owner, id);
  const type = detectImageType(file.bytes);
  const wrongType = translator(locale, "catalogApi")("errors.photoWrongType");
  if (!type) throw new AppError("UNSUPPORTED_MEDIA_TYPE", wrongType, { errors: { photo: [wrongType] } });
  let encoded: Buffer;
  try {
    encoded = await reencode(file.bytes, type);
  } catch (err) {
    logger.info({ err }, "custom product photo could not be decoded");
    const broken = translator(locale, "catalogApi")("errors.photoBroken");
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", broken, { errors: { photo: [broken] } });
  }
  const key = `custom-products/${site.id}/${randomBytes(16).toString("hex")}.${type === "jpeg" ? "jpg" : "png"}`;
  await getFileStorage().save(key, encoded);
  try {
    const { row, previous } = await getDb().transaction(async (tx) => {
      const current = await findCustomProductOrThrow(ctx, owner, id, tx);
      const [updated] = await tx
        .update(customProducts)
        .set({ imagePath: key, updatedAt: new Date() })
        .where(and(ownedBy(owner), eq(customProducts.id, id)))
        .returning();
      return { row: updated, previous: current.imagePath };
    });
    await removePhotoFile(previous);
    return formatCustomProduct(row);
  } catch (error) {
    await removePhotoFile(key);
    throw error;
  }
}
