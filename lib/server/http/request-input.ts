import "server-only";
import { defaultLocale, type TLocale } from "@/lib/shared/locales";
import { translator } from "../i18n/translator";
import { AppError, type TFieldErrors } from "./app-error";

/** The most a JSON body may hold (uploads are multipart and have limits of their own). */
export const MAX_JSON_BYTES = 1024 * 1024;

const tooLarge = (locale: TLocale, limit: number) => new AppError("PAYLOAD_TOO_LARGE", translator(locale, "httpApi")("bodyTooLarge", { megabytes: limit / 1024 / 1024 }));

/** The body, or null once it passes `limit` bytes (a chunked body has no Content-Length to refuse early). */
export async function readCapped(request: Request, limit: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The body as text, never more than `limit` bytes in memory: a declared Content-Length over the limit
 * is refused before reading, and a chunked body is counted while it streams (reading stops at the limit).
 */
export async function readBodyText(request: Request, locale: TLocale = defaultLocale, limit = MAX_JSON_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(locale, limit);
  const body = await readCapped(request, limit);
  if (!body) throw tooLarge(locale, limit);
  return body.toString("utf8");
}

/** JSON.parse that keeps no `__proto__` key: a request's keys never reach an object's prototype. */
export function parseJsonText(text: string): unknown {
  return JSON.parse(text, (key, value) => (key === "__proto__" ? undefined : value));
}

// A NUL (PostgreSQL text cannot hold it) or half of a surrogate pair (not a character at all).
const badCharacter = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function findBadField(value: unknown, path: string, depth: number): string | null {
  if (typeof value === "string") return badCharacter.test(value) ? path || "_" : null;
  if (depth > 32 || value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (badCharacter.test(key)) return field;
    const found = findBadField(item, field, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Every string a request brings (path parameters, query, JSON) is checked once, before any schema or query sees it. */
export function assertCleanInput(value: unknown, locale: TLocale = defaultLocale): void {
  const field = findBadField(value, "", 0);
  if (field === null) return;
  const t = translator(locale, "httpApi");
  const errors: TFieldErrors = { [field]: [t("badCharacters")] };
  throw new AppError("BAD_REQUEST", t("checkFields"), { errors });
}
