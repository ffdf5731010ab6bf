import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { TOffer } from "@/lib/contracts/offers";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { AppError } from "../http/app-error";
import { logger } from "../log";
import { detectImageType } from "../storage/detect-image-type";
import { getFileStorage } from "../storage/file-storage";
import type { TUploadedFile } from "../storage/read-multipart-file";
import { changeOffer, setOffer } from "./change-offer";
import { findOfferOrThrow } from "./find-offer-or-throw";
import { requireOfferViewer } from "./require-offer-viewer";
import { translator } from "@/lib/server/i18n/translator";

// A small file can still unpack into a huge bitmap: refuse anything beyond ~50 megapixels.
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * POST /api/v1/offer/{id}/logo: a JPG or PNG (by content, 2 MB at most — the route reads it) re-encoded
 * to a PNG within 600×240 (which drops anything hidden in the original; the PDF embeds PNG), stored by
 * its content's hash and set as the offer's logo.
 */
export async function uploadOfferLogo(ctx: TCartContext, { id }: { id: number }, file: TUploadedFile): Promise<TOffer> {
  const { site, locale } = ctx;
  const wrongType = translator(locale, "offers")("api.logoWrongType");
  const type = detectImageType(file.bytes);
  if (!type) throw new AppError("UNSUPPORTED_MEDIA_TYPE", wrongType, { errors: { data: [wrongType] } });
  let png: Buffer;
  try {
    const image = sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format } = await image.metadata();
    if (format !== type) throw new Error(`content says ${type}, decoder says ${format}`);
    png = await image.rotate().resize(600, 240, { fit: "inside", withoutEnlargement: true }).png().toBuffer();
  } catch (err) {
    logger.info({ err }, "offer logo could not be decoded");
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", wrongType, { errors: { data: [wrongType] } });
  }
  // Look the offer up before writing the file: another's offer answers 404 and stores nothing.
  await findOfferOrThrow(getDb(), { siteId: site.id, viewer: await requireOfferViewer(ctx), locale }, id);
  const key = `offer-logos/${site.id}/${createHash("sha256").update(png).digest("hex")}.png`;
  const storage = getFileStorage();
  if (!(await storage.has(key))) await storage.save(key, png);
  return changeOffer(ctx, id, { active: true }, async (tx, offer) => setOffer(tx, offer, { template: { ...offer.template, logoKey: key } }));
}

/** GET /api/v1/offer/{id}/logo: the offer's logo (404 when it has none). Files are named by content: cached for good. */
export async function readOfferLogo(ctx: TCartContext, { id }: { id: number }): Promise<Response> {
  const { site, locale } = ctx;
  const offer = await findOfferOrThrow(getDb(), { siteId: site.id, viewer: await requireOfferViewer(ctx), locale }, id);
  const bytes = offer.template.logoKey ? await getFileStorage().read(offer.template.logoKey) : null;
  if (!bytes) throw new AppError("NOT_FOUND", translator(locale, "offers")("api.logoNotFound"));
  return new Response(new Uint8Array(bytes), { headers: { "content-type": "image/png", "cache-control": "private, max-age=31536000, immutable" } });
}
