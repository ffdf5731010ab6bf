import "server-only";
import { LOCAL_BANK_PROVIDER_ID } from "@/lib/contracts/bank-auth";
import type { TEnv } from "../../env";
import type { TBankIdProvider } from "./types";

/** The client the local provider registers (scripts/lib/dev-idp/dev-idp-clients.ts): public, PKCE only. */
export const LOCAL_BANK_CLIENT_ID = "b2b-storefront-local";

/**
 * The local provider is used when a site configures no providers and either BANK_ID_LOCAL=1, or
 * NODE_ENV is not "production" and BANK_ID_LOCAL is not "0". A production server therefore never
 * falls back to it unless told so explicitly (the e2e run does, against `next start`).
 */
export function isLocalBankAllowed(env: Pick<TEnv, "NODE_ENV" | "BANK_ID_LOCAL">): boolean {
  if (env.BANK_ID_LOCAL === "1") return true;
  return env.NODE_ENV !== "production" && env.BANK_ID_LOCAL !== "0";
}

export function localBankProvider(env: Pick<TEnv, "IDP_PORT">): TBankIdProvider {
  return {
    id: LOCAL_BANK_PROVIDER_ID,
    name: "Локальный банк",
    issuer: `http://localhost:${env.IDP_PORT}`,
    clientId: LOCAL_BANK_CLIENT_ID,
    clientSecret: null,
    scope: DEFAULT_BANK_SCOPE,
    isLocal: true,
  };
}

export const DEFAULT_BANK_SCOPE = "openid email phone profile";
