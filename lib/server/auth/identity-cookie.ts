import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { TIdentityCookie } from "@/lib/contracts/auth";
import { IDENTITY_COOKIE_NAME } from "@/lib/shared/cookie-names";
import { getAuthSecret } from "./app-secret";

function signatureOf(siteId: number, userUuid: string): string {
  return createHmac("sha256", getAuthSecret()).update(`identity:${siteId}:${userUuid}`).digest("base64url");
}

/**
 * The identity cookie the client sets after sign-in: the user's uuid and an HMAC of it. Server-rendered
 * pages may read it to personalise the first paint; it never authorises anything (the bearer token does).
 */
export function identityCookieFor({ site }: { site: { id: number } }, userUuid: string): TIdentityCookie {
  return { name: IDENTITY_COOKIE_NAME, value: `${userUuid}.${signatureOf(site.id, userUuid)}` };
}

/** The user uuid of a genuine identity cookie of this site, or null. */
export function readIdentityCookie({ site }: { site: { id: number } }, value: string | undefined | null): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const uuid = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signatureOf(site.id, uuid));
  return given.length === expected.length && timingSafeEqual(given, expected) ? uuid : null;
}
