import "server-only";
import { findBankProvider } from "../../adapters/bank-id/site-bank-providers";
import type { TBankIdProvider } from "../../adapters/bank-id/types";
import { AppError } from "../../http/app-error";
import type { TAuthContext } from "../auth-context";
import { translator } from "@/lib/server/i18n/translator";

/** The site's provider with that id; an unknown one (or another site's) is 404. */
export function findBankProviderOrThrow(ctx: Pick<TAuthContext, "site" | "locale">, providerId: string): TBankIdProvider {
  const provider = findBankProvider(ctx.site, providerId);
  if (!provider) throw new AppError("NOT_FOUND", translator(ctx.locale, "bankAuth")("unknownProvider"));
  return provider;
}
