import "server-only";
import { createHash } from "node:crypto";
import * as client from "openid-client";
import { namedCache, sharedAnswer } from "../../cache/named-cache";
import { BankIdError, type TBankIdProvider } from "./types";

const CACHE_TTL_MS = 10 * 60_000;
/** Seconds to wait for any answer of a provider. */
export const BANK_HTTP_TIMEOUT_SECONDS = 10;

// Keyed by issuer, client and secret, so a changed provider setting is a new key. Invalidation: 10 minutes
// (a provider's discovery document changes rarely); a failed discovery is not kept; per process.
const cache = namedCache<Promise<client.Configuration>>({
  name: "bank-id-configurations",
  max: 100,
  ttlMs: CACHE_TTL_MS,
  invalidation: "10 min; a changed issuer, client or secret is another key; per process",
});

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
export function getOidcConfiguration(provider: TBankIdProvider): Promise<client.Configuration> {
  return sharedAnswer(cache, cacheKey(provider), () => discover(provider)).value;
}

async function discover(provider: TBankIdProvider): Promise<client.Configuration> {
  try {
    return await client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret ?? undefined,
      provider.clientSecret ? client.ClientSecretPost(provider.clientSecret) : client.None(),
      { execute: provider.isLocal ? [client.allowInsecureRequests] : [], timeout: BANK_HTTP_TIMEOUT_SECONDS },
    );
  } catch (error) {
    throw new BankIdError("unavailable", `discovery of ${provider.issuer} failed`, { cause: error });
  }
}

/** Forget discovered configurations (tests start providers on new ports). */
export function clearOidcConfigurationCache(): void {
  cache.clear();
}
