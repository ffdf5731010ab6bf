import "server-only";
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { TLocalCaptchaChallenge } from "@/lib/contracts/auth";
import type { TLocale } from "@/lib/shared/locales";
import { getAuthSecret } from "../../auth/app-secret";
import { translator } from "../../i18n/translator";
import type { TCaptchaAdapter } from "./types";

const CHALLENGE_TTL_MS = 5 * 60_000;

type TChallengePayload = { s: number; e: number; n: string; h: string };

function hmac(text: string): string {
  return createHmac("sha256", getAuthSecret()).update(text).digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The local captcha needs no network: a small sum to solve. The challenge is signed and carries only a
 * keyed hash of the answer and its expiry, so the server keeps no state; the captchaToken is
 * `${challenge}:${answer}`. It stops scripts that do not read the question, which is all a default needs.
 */
export function issueLocalChallenge({ site, locale }: { site: { id: number }; locale: TLocale }): TLocalCaptchaChallenge {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const nonce = randomBytes(12).toString("base64url");
  const expiresAt = Date.now() + CHALLENGE_TTL_MS;
  const payload: TChallengePayload = { s: site.id, e: expiresAt, n: nonce, h: hmac(`answer:${nonce}:${a + b}`) };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return {
    challenge: `${body}.${hmac(`challenge:${body}`)}`,
    question: translator(locale, "auth")("captchaQuestion", { a: String(a), b: String(b) }),
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

function readPayload(challenge: string): TChallengePayload | null {
  const [body, signature] = challenge.split(".");
  if (!body || !signature || !sameText(signature, hmac(`challenge:${body}`))) return null;
  try {
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as TChallengePayload;
  } catch {
    return null;
  }
}

export function localCaptcha(site: { id: number }): TCaptchaAdapter {
  return {
    name: "local",
    async verify({ token }) {
      const colon = token.lastIndexOf(":");
      if (colon <= 0) return { ok: false, reason: "invalid" };
      const payload = readPayload(token.slice(0, colon));
      const answer = token.slice(colon + 1).trim();
      if (!payload || payload.s !== site.id || payload.e < Date.now() || !/^\d{1,3}$/.test(answer)) return { ok: false, reason: "invalid" };
      return sameText(payload.h, hmac(`answer:${payload.n}:${Number(answer)}`)) ? { ok: true } : { ok: false, reason: "invalid" };
    },
  };
}
