import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import type { TLocale } from "@/lib/shared/locales";
import { getEnv } from "../env";
import { AppError } from "../http/app-error";
import { translator } from "@/lib/server/i18n/translator";

export const REQUISITES_MAX_BYTES = 5 * 1024 * 1024;

export type TRequisitesFile = { extension: "pdf" | "jpg" | "png"; bytes: Buffer };

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[^;,]*)*;base64,/i;

/** The kind of file by its first bytes; what the client claims does not count. */
function sniff(bytes: Buffer): TRequisitesFile["extension"] | null {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  return null;
}

function fieldError(code: "BAD_REQUEST" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE", text: string): AppError {
  return new AppError(code, text, { errors: { companyRequisites: [text] } });
}

/**
 * Reads the company requisites card sent inline as a data URL (spec: "a file, sent as inline data
 * string"): PDF, JPG or PNG by content, at most 5 MB. 413 / 415 / 400 carry the companyRequisites field.
 */
export function parseCompanyRequisites(locale: TLocale, value: string): TRequisitesFile {
  const header = DATA_URL.exec(value);
  if (!header) throw fieldError("BAD_REQUEST", translator(locale, "auth")("requisitesInvalid"));
  const base64 = value.slice(header[0].length).replace(/\s/g, "");
  if (Math.floor((base64.length * 3) / 4) > REQUISITES_MAX_BYTES + 2) throw fieldError("PAYLOAD_TOO_LARGE", translator(locale, "auth")("requisitesTooLarge"));
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw fieldError("BAD_REQUEST", translator(locale, "auth")("requisitesInvalid"));
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length === 0) throw fieldError("BAD_REQUEST", translator(locale, "auth")("requisitesInvalid"));
  if (bytes.length > REQUISITES_MAX_BYTES) throw fieldError("PAYLOAD_TOO_LARGE", translator(locale, "auth")("requisitesTooLarge"));
  const extension = sniff(bytes);
  if (!extension) throw fieldError("UNSUPPORTED_MEDIA_TYPE", translator(locale, "auth")("requisitesType"));
  return { extension, bytes };
}

/** Where a company's requisites card lives: DATA_DIR/uploads/<site>/company-requisites/<company>.<ext>. */
export function companyRequisitesPath(siteId: number, companyId: number, extension: string): string {
  return path.join(getEnv().dataDir, "uploads", String(siteId), "company-requisites", `${companyId}.${extension}`);
}

/** Writes the card; returns the path so a failed transaction can remove it again. */
export async function storeCompanyRequisites(siteId: number, companyId: number, file: TRequisitesFile): Promise<string> {
  const target = companyRequisitesPath(siteId, companyId, file.extension);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, file.bytes);
  return target;
}
