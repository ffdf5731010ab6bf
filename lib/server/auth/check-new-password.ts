import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import commonPasswordList from "./common-passwords.json";
import { translator } from "@/lib/server/i18n/translator";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// About a thousand of the passwords people pick most (leaked-password lists, Russian ones included),
// compared without regard to case.
const commonPasswords = new Set((commonPasswordList as string[]).map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** Why a new password is refused, or null when it is acceptable. */
export function newPasswordProblem(locale: TLocale, password: string): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return translator(locale, "auth")("passwordTooShort", { min: PASSWORD_MIN_LENGTH });
  if ([...password].length > PASSWORD_MAX_LENGTH) return translator(locale, "auth")("passwordTooLong", { max: PASSWORD_MAX_LENGTH });
  if (isCommonPassword(password)) return translator(locale, "auth")("passwordCommon");
  return null;
}
