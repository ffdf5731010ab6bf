import "server-only";
import { ZVisitorId } from "@/lib/contracts/app";
import type { TAuth } from "../auth/authenticate";
import type { TLocale } from "@/lib/shared/locales";
import { AppError } from "../http/app-error";
import { issueText } from "@/lib/server/i18n/issue-text";
import { translator } from "@/lib/server/i18n/translator";

/**
 * Who the cookie consent belongs to: the browser's User-Uuid and, when signed in, the user (so the
 * notice stays closed on the user's other devices). A malformed User-Uuid is bad input.
 */
export function cookieVisitors({ auth, userUuid, locale }: { auth: TAuth | null; userUuid: string | null; locale: TLocale }): string[] {
  const visitors: string[] = [];
  if (userUuid !== null && userUuid.trim() !== "") {
    const parsed = ZVisitorId.safeParse(userUuid);
    if (!parsed.success) {
      throw new AppError("BAD_REQUEST", translator(locale, "app.errors")("visitorIdInvalid"), { errors: { "User-Uuid": parsed.error.issues.map((i) => issueText(i.message, locale)) } });
    }
    visitors.push(parsed.data);
  }
  if (auth) visitors.push(`user:${auth.user.uuid}`);
  return visitors;
}
