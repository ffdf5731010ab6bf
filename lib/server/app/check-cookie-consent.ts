import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TCookieStatus } from "@/lib/contracts/app";
import type { TLocale } from "@/lib/shared/locales";
import type { TAuth } from "../auth/authenticate";
import { getDb } from "../db/client";
import { cookieConsents } from "../db/schema";
import type { TSite } from "../sites/resolve-site";
import { cookieVisitors } from "./cookie-visitors";

/** GET /api/v2/cookie/check: has this browser (or this user anywhere) accepted the cookie notice? */
export async function checkCookieConsent({ site, auth, locale }: { site: TSite; auth: TAuth | null; locale: TLocale }, { userUuid }: { userUuid: string | null }): Promise<TCookieStatus> {
  const visitors = cookieVisitors({ auth, userUuid, locale });
  if (!visitors.length) return { accepted: false };
  const rows = await getDb()
    .select({ visitor: cookieConsents.visitor })
    .from(cookieConsents)
    .where(and(eq(cookieConsents.siteId, site.id), inArray(cookieConsents.visitor, visitors)))
    .limit(1);
  return { accepted: rows.length > 0 };
}
