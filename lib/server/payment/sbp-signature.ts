import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "../auth/app-secret";
import { getEnv } from "../env";
import type { TSite } from "../sites/resolve-site";

/** The site's key for the bank's callbacks: derived from SBP_SECRET (else the app secret), one per site. */
export function sbpCallbackKey(site: Pick<TSite, "id" | "code">): Buffer {
  const base = getEnv().SBP_SECRET ?? getAuthSecret();
  return createHmac("sha256", base).update(`sbp-callback:${site.id}:${site.code}`).digest();
}

/** The X-Sbp-Signature header value of a raw callback body. */
export function signSbpCallback(site: Pick<TSite, "id" | "code">, rawBody: string): string {
  return `sha256=${createHmac("sha256", sbpCallbackKey(site)).update(rawBody, "utf8").digest("hex")}`;
}

/** Whether the header is the site's signature of exactly this body (constant-time comparison). */
export function isSbpSignatureValid(site: Pick<TSite, "id" | "code">, rawBody: string, header: string | null): boolean {
  if (!header) return false;
  const expected = Buffer.from(signSbpCallback(site, rawBody));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
