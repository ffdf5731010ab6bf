import "server-only";
import type { z } from "zod";
import { AppError } from "../http/app-error";
import { issuesText } from "../i18n/issue-text";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";

// The seller console's texts, in the operator's language (ADR 0032).
const t = translator(operatorLocale, "sellerConsole.sites");

/** A seller's JSON file for a part of the site config (`npm run seller -- site:home`, `site:help`), checked whole: a 400 names each bad field. */
export function parseSellerJson<T extends z.ZodType>(json: string, schema: T, what: { file: string; root: string }): z.output<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new AppError("BAD_REQUEST", t("notJson", { file: what.file }));
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError("BAD_REQUEST", issuesText(parsed.error, operatorLocale, what.root));
  return parsed.data;
}
