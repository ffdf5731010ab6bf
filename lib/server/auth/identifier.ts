import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { normalizePhone } from "@/lib/shared/phone";
import type { TLocale } from "@/lib/shared/locales";
import { getDb, type TTx } from "../db/client";
import { users } from "../db/schema";
import { FieldErrors } from "./field-errors";
import { translator } from "@/lib/server/i18n/translator";

/** Who a code goes to or who signs in: an e-mail in lower case, or a phone as 10 digits. */
export type TIdentifier = { kind: "email"; value: string } | { kind: "phone"; value: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return EMAIL.test(email) && email.length <= 254 ? email : null;
}

/**
 * The identifier of a sign-in or reset form: `email`, else `phone`, else `login` (an e-mail when it has
 * an "@", a phone otherwise). Null when none was given; a malformed one is a field error.
 */
export function identifierOf(
  locale: TLocale,
  input: { login?: string; email?: string; phone?: string },
): TIdentifier | null {
  const errors = new FieldErrors();
  const email = input.email?.trim();
  const phone = input.phone?.trim();
  const login = input.login?.trim();
  let found: TIdentifier | null = null;
  if (email) {
    const value = normalizeEmail(email);
    if (value) found = { kind: "email", value };
    else errors.add("email", translator(locale, "auth")("emailInvalid"));
  } else if (phone) {
    const value = normalizePhone(phone);
    if (value) found = { kind: "phone", value };
    else errors.add("phone", translator(locale, "auth")("phoneInvalid"));
  } else if (login) {
    const value = login.includes("@") ? normalizeEmail(login) : normalizePhone(login);
    if (value) found = { kind: login.includes("@") ? "email" : "phone", value };
    else errors.add("login", translator(locale, "auth")(login.includes("@") ? "emailInvalid" : "phoneInvalid"));
  }
  errors.throwIfAny(translator(locale, "auth")("checkFields"));
  return found;
}

/** The live (not deleted) user of this site with that e-mail or phone. */
export async function findUserByIdentifier(siteId: number, identifier: TIdentifier, tx?: TTx) {
  const match = identifier.kind === "email" ? sql`lower(${users.email}) = ${identifier.value}` : eq(users.phone, identifier.value);
  const [user] = await (tx ?? getDb())
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), match, eq(users.isDeleted, false)))
    .limit(1);
  return user ?? null;
}
