import "server-only";
import { AppError } from "../http/app-error";

export type TUploadedFile = { name: string; bytes: Buffer };

type TReadOptions = {
  field: string;
  maxBytes: number;
  /** Texts in the caller's language. */
  texts: { tooLarge: string; missing: string; notMultipart: string };
};

// Multipart framing (boundaries, part headers) on top of the file itself.
const ENVELOPE_BYTES = 64 * 1024;

/** The body, or null once it passes `limit` bytes (a chunked upload has no Content-Length to refuse early). */
async function readCapped(request: Request, limit: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads one file field of a multipart/form-data request: 413 past the size limit (refused from
 * Content-Length before reading when possible), 415 when the body is not multipart, 400 when the
 * field is missing or empty.
 */
export async function readMultipartFile(request: Request, { field, maxBytes, texts }: TReadOptions): Promise<TUploadedFile> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw new AppError("UNSUPPORTED_MEDIA_TYPE", texts.notMultipart);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes + ENVELOPE_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", texts.tooLarge);
  const body = await readCapped(request, maxBytes + ENVELOPE_BYTES);
  if (!body) throw new AppError("PAYLOAD_TOO_LARGE", texts.tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", texts.missing, { errors: { [field]: [texts.missing] } });
  }
  const value = form.get(field);
  if (!value || typeof value === "string" || value.size === 0) throw new AppError("BAD_REQUEST", texts.missing, { errors: { [field]: [texts.missing] } });
  if (value.size > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", texts.tooLarge);
  return { name: value.name, bytes: Buffer.from(await value.arrayBuffer()) };
}
