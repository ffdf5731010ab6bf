import "server-only";
import * as client from "openid-client";
import { getOidcConfiguration } from "./oidc-configuration";
import type { TBankAuthorizationSecrets } from "./build-bank-authorization-url";
import { BankIdError, type TBankIdClaims, type TBankIdProvider } from "./types";

type TClaims = Record<string, unknown>;

function text(claims: TClaims, name: string): string | null {
  const value = claims[name];
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

function toBankIdClaims(claims: TClaims, subject: string): TBankIdClaims {
  return {
    subject,
    email: text(claims, "email"),
    isEmailVerified: claims.email_verified === true,
    phone: text(claims, "phone_number"),
    isPhoneVerified: claims.phone_number_verified === true,
    name: text(claims, "name"),
    givenName: text(claims, "given_name"),
    familyName: text(claims, "family_name"),
    middleName: text(claims, "middle_name"),
  };
}

/** A timeout or a refused connection: the provider is unreachable rather than wrong. */
function isNetworkFailure(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  const names = [error, cause].map((e) => (e instanceof Error ? e.name : ""));
  return cause instanceof TypeError || names.includes("TimeoutError") || names.includes("AbortError");
}

function classify(error: unknown): BankIdError {
  if (error instanceof BankIdError) return error;
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError) {
    return new BankIdError("rejected", `provider refused: ${error.error}`, { cause: error });
  }
  if (isNetworkFailure(error)) return new BankIdError("unavailable", "provider unreachable", { cause: error });
  return new BankIdError("invalid", error instanceof Error ? error.message : "invalid provider answer", { cause: error });
}

/**
 * Finishes the code flow: checks the callback (state, iss), exchanges the code with the PKCE verifier,
 * verifies the ID token (signature, issuer, audience, nonce, expiry) and completes its claims from
 * userinfo when the provider has that endpoint (most put e-mail and phone only there).
 */
export async function finishBankAuthorization(
  provider: TBankIdProvider,
  { callbackUrl, secrets }: { callbackUrl: URL; secrets: TBankAuthorizationSecrets },
): Promise<TBankIdClaims> {
  try {
    const config = await getOidcConfiguration(provider);
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new BankIdError("invalid", "no ID token");
    let claims: TClaims = { ...idClaims };
    if (config.serverMetadata().userinfo_endpoint) {
      const userInfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      // fetchUserInfo has checked that userinfo speaks of the same subject.
      claims = { ...claims, ...userInfo };
    }
    return toBankIdClaims(claims, idClaims.sub);
  } catch (error) {
    throw classify(error);
  }
}
