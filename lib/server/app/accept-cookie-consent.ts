import "server-only";
import type { TCookieStatus } from "@/lib/contracts/app";
import type { TLocale } from "@/lib/shared/locales";
import type { TAuth } from "../auth/authenticate";
import { getDb } from "../db/client";
import { cookieConsents } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TSite } from "../sites/resolve-site";
import { cookieVisitors } from "./cookie-visitors";
import { translator } from "@/lib/server/i18n/translator";

/** POST /api/v2/cookie/accept: remembers the acceptance; repeating it is harmless. */
export async function acceptCookieConsent({ site, auth, locale }: { site: TSite; auth: TAuth | null; locale: TLocale }, { userUuid }: { userUuid: string | null }): Promise<TCookieStatus> {
  const visitors = cookieVisitors({ auth, userUuid, locale });
  if (!visitors.length) {
    throw new AppError("BAD_REQUEST", translator(locale, "app.errors")("visitorIdMissing"), { errors: { "User-Uuid": [translator(locale, "app.errors")("visitorIdMissing")] } });
  }
  await getDb()
    .insert(cookieConsents)
    .values(visitors.map((visitor) => ({ siteId: site.id, visitor })))
    .onConflictDoNothing();
  return { accepted: true };
}
