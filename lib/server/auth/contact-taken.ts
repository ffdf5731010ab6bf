import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import type { TTx } from "../db/client";
import type { FieldErrors } from "./field-errors";
import { findUserByIdentifier } from "./identifier";
import { translator } from "@/lib/server/i18n/translator";

/** Adds a field error for an e-mail or phone that already has an account on this site. */
export async function addContactTakenErrors(
  { siteId, locale, tx }: { siteId: number; locale: TLocale; tx?: TTx },
  errors: FieldErrors,
  { email, phone }: { email: string | null; phone: string | null },
): Promise<void> {
  const [byEmail, byPhone] = await Promise.all([
    email ? findUserByIdentifier(siteId, { kind: "email", value: email }, tx) : null,
    phone ? findUserByIdentifier(siteId, { kind: "phone", value: phone }, tx) : null,
  ]);
  if (byEmail) errors.add("email", translator(locale, "auth")("emailTaken"));
  if (byPhone) errors.add("phone", translator(locale, "auth")("phoneTaken"));
}
