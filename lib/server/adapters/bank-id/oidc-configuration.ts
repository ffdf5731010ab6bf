import "server-only";
import { createHash } from "node:crypto";
import * as client from "openid-client";
import { BankIdError, type TBankIdProvider } from "./types";

const CACHE_TTL_MS = 10 * 60_000;
/** Seconds to wait for any answer of a provider. */
export const BANK_HTTP_TIMEOUT_SECONDS = 10;

type TCacheEntry = { at: number; config: client.Configuration };
const globalForBankId = globalThis as unknown as { __b2bBankIdConfigs?: Map<string, TCacheEntry> };
const cache = (globalForBankId.__b2bBankIdConfigs ??= new Map());

function cacheKey(provider: TBankIdProvider): string {
  // The secret is part of the key (hashed) so a changed secret takes effect at once.
  const secret = provider.clientSecret ? createHash("sha256").update(provider.clientSecret).digest("hex") : "";
  return `${provider.issuer}|${provider.clientId}|${secret}`;
}

/**
 * The provider's discovered configuration with our client, cached for 10 minutes (every start and
 * completion would otherwise fetch the discovery document). A confidential client authenticates with
 * client_secret_post; without a secret the client is public and relies on PKCE.
 */
export async function getOidcConfiguration(provider: TBankIdProvider): Promise<client.Configuration> {
  const key = cacheKey(provider);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.config;
  let config: client.Configuration;
  try {
    config = await client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret ?? undefined,
      provider.clientSecret ? client.ClientSecretPost(provider.clientSecret) : client.None(),
      { execute: provider.isLocal ? [client.allowInsecureRequests] : [], timeout: BANK_HTTP_TIMEOUT_SECONDS },
    );
  } catch (error) {
    throw new BankIdError("unavailable", `discovery of ${provider.issuer} failed`, { cause: error });
  }
  if (cache.size > 100) cache.clear();
  cache.set(key, { at: Date.now(), config });
  return config;
}

/** Forget discovered configurations (tests start providers on new ports). */
export function clearOidcConfigurationCache(): void {
  cache.clear();
}
