import type { ClientMetadata } from "oidc-provider";

/** Must equal LOCAL_BANK_CLIENT_ID of lib/server/adapters/bank-id/local-bank-provider.ts (the storefront's side). */
export const DEV_IDP_CLIENT_ID = "b2b-storefront-local";
export const DEV_IDP_PROVIDER_ID = "localbank";

/** The demo hosts of the storefront (tenancy: localhost and 127.0.0.1 are the demo seller, second.localhost another). */
const appHosts = ["localhost", "127.0.0.1", "second.localhost"];

/** Ports the storefront runs on: dev (3000), e2e (3210), and whatever PORT / E2E_PORT / IDP_APP_PORTS say. */
export function devAppPorts(env: NodeJS.ProcessEnv = process.env): number[] {
  const listed = [env.PORT, env.E2E_PORT, ...(env.IDP_APP_PORTS ?? "").split(",")].map((value) => Number(value));
  return [...new Set([3000, 3210, ...listed.filter((port) => Number.isInteger(port) && port > 0 && port < 65536)])];
}

/** oidc-provider compares redirect URIs exactly, so every host × port the storefront may run on is listed. */
export function devRedirectUris(ports: number[], providerId = DEV_IDP_PROVIDER_ID): string[] {
  return appHosts.flatMap((host) => ports.map((port) => `http://${host}:${port}/auth/${providerId}/complete`));
}

/** The storefront as the local bank knows it: a public client (no secret), so PKCE is what protects the code. */
export function devStorefrontClient(ports: number[]): ClientMetadata {
  return {
    client_id: DEV_IDP_CLIENT_ID,
    client_name: "B2B-витрина (локальная разработка)",
    token_endpoint_auth_method: "none",
    grant_types: ["authorization_code"],
    response_types: ["code"],
    redirect_uris: devRedirectUris(ports),
  };
}
