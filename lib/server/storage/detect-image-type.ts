import "server-only";

/** What avatars and custom-product photos accept (PDF offers embed them, and PDF takes only these two). */
export type TImageType = "png" | "jpeg";

/** What catalogue pictures from a seller's ERP may be: the four formats every browser shows. */
export type TPictureType = TImageType | "webp" | "gif";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Buffer, ascii: string, at = 0) => bytes.length >= at + ascii.length && bytes.toString("latin1", at, at + ascii.length) === ascii;

/** The picture type by the file's first bytes (its name and the sender's claim are not trusted). */
export function detectPictureType(bytes: Buffer): TPictureType | null {
  if (bytes.length >= PNG.length && PNG.every((b, i) => bytes[i] === b)) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (startsWith(bytes, "RIFF") && startsWith(bytes, "WEBP", 8)) return "webp";
  if (startsWith(bytes, "GIF87a") || startsWith(bytes, "GIF89a")) return "gif";
  return null;
}

/** The image type by the file's first bytes, JPEG or PNG only. */
export function detectImageType(bytes: Buffer): TImageType | null {
  const type = detectPictureType(bytes);
  return type === "png" || type === "jpeg" ? type : null;
}
