import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import type { BankIdError } from "../../adapters/bank-id/types";
import { AppError } from "../../http/app-error";
import { logger } from "../../log";
import { translator } from "@/lib/server/i18n/translator";

/** The adapter's failure as the buyer sees it; the technical cause goes to the log only. */
export function appErrorOfBank(locale: TLocale, error: BankIdError, provider: string): AppError {
  logger.warn({ err: error.cause ?? error, provider, kind: error.kind }, "bank sign-in failed");
  if (error.kind === "unavailable") return new AppError("UNAVAILABLE", translator(locale, "bankAuth")("unavailable"));
  return new AppError("BAD_REQUEST", translator(locale, "bankAuth")(error.kind === "rejected" ? "rejected" : "invalidResponse"));
}
