import "server-only";
import { AppError } from "../http/app-error";
import { readCapped } from "../http/request-input";

export type TUploadedFile = { name: string; bytes: Buffer };

type TReadOptions = {
  field: string;
  maxBytes: number;
  /** Texts in the caller's language. */
  texts: { tooLarge: string; missing: string; notMultipart: string };
};

// Multipart framing (boundaries, part headers) on top of the file itself.
const ENVELOPE_BYTES = 64 * 1024;

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
