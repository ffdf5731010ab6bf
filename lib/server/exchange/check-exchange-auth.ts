import "server-only";
import { eq } from "drizzle-orm";
import { verifyPassword } from "../auth/hash-password";
import { getDb } from "../db/client";
import { exchangeAccounts } from "../db/schema";
import { AppError } from "../http/app-error";
import { assertUnderRateLimit, countRateEvent, FAILURE_LIMIT, resetRateLimit } from "../http/rate-limit";
import type { TSite } from "../sites/resolve-site";
import { ExchangeFailure } from "./exchange-answer";
import { createExchangeSession, EXCHANGE_COOKIE } from "./exchange-session";
import { EXCHANGE_LIMITS } from "./exchange-settings";
import { exchangeText } from "./exchange-text";

/** Wrong exchange credentials from one address: 10 in 15 minutes, then that address waits (429). */
export const EXCHANGE_AUTH_LIMIT = FAILURE_LIMIT;

function basicCredentials(header: string | null): { login: string; password: string } | null {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? null : { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

async function assertAllowed(siteId: number, bucket: string): Promise<void> {
  try {
    // 1C is Russian software: its exchange log reads Russian (exchange-text.ts).
    await assertUnderRateLimit(siteId, [bucket], EXCHANGE_AUTH_LIMIT, "ru");
  } catch (error) {
    if (error instanceof AppError) throw new ExchangeFailure(error.message, error.status, error.retryAfterSeconds);
    throw error;
  }
}

/**
 * mode=checkauth: HTTP Basic against the site's exchange account (argon2). Success begins a session and
 * gives its cookie; wrong credentials count against the client's address on this site.
 */
export async function checkExchangeAuth(site: TSite, { authorization, ip }: { authorization: string | null; ip: string }): Promise<{ cookieName: string; token: string; maxAgeSeconds: number }> {
  const credentials = basicCredentials(authorization);
  if (!credentials) throw new ExchangeFailure(exchangeText.noCredentials);
  const bucket = `exchange:ip:${ip}`;
  await assertAllowed(site.id, bucket);
  const [account] = await getDb().select().from(exchangeAccounts).where(eq(exchangeAccounts.siteId, site.id));
  const isRight = !!account && account.login === credentials.login && (await verifyPassword(account.passwordHash, credentials.password));
  if (!isRight) {
    await countRateEvent(site.id, bucket, EXCHANGE_AUTH_LIMIT);
    throw new ExchangeFailure(exchangeText.wrongCredentials);
  }
  await resetRateLimit(site.id, bucket);
  const { token } = await createExchangeSession(site);
  return { cookieName: EXCHANGE_COOKIE, token, maxAgeSeconds: EXCHANGE_LIMITS.sessionSeconds };
}
