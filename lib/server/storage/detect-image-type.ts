import "server-only";

export type TImageType = "png" | "jpeg";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type by the file's first bytes (its name and the browser's claim are not trusted). */
export function detectImageType(bytes: Buffer): TImageType | null {
  if (bytes.length >= PNG.length && PNG.every((b, i) => bytes[i] === b)) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  return null;
}
