import "server-only";
import * as client from "openid-client";
import { getOidcConfiguration } from "./oidc-configuration";
import type { TBankIdProvider } from "./types";

/** The secrets of one authorization: kept on our side until the provider sends the buyer back. */
export type TBankAuthorizationSecrets = { state: string; nonce: string; codeVerifier: string };

export function newBankAuthorizationSecrets(): TBankAuthorizationSecrets {
  return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
}

/** The provider's authorization endpoint with our client, PKCE (S256), state and nonce. */
export async function buildBankAuthorizationUrl(
  provider: TBankIdProvider,
  { redirectUri, secrets }: { redirectUri: string; secrets: TBankAuthorizationSecrets },
): Promise<string> {
  const config = await getOidcConfiguration(provider);
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    response_type: "code",
    scope: provider.scope,
    state: secrets.state,
    nonce: secrets.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: "S256",
  });
  return url.href;
}
