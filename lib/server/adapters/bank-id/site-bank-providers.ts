import "server-only";
import { getEnv } from "../../env";
import type { TSite } from "../../sites/resolve-site";
import { DEFAULT_BANK_SCOPE, isLocalBankAllowed, localBankProvider } from "./local-bank-provider";
import type { TBankIdProvider } from "./types";

/** An http issuer is accepted only on the loopback host (the local provider, tests). */
function isLoopbackHttp(issuer: string): boolean {
  try {
    const url = new URL(issuer);
    return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  } catch {
    return false;
  }
}

/** The bank sign-in providers of a site: its configured ones, else the local one where allowed (see isLocalBankAllowed). */
export function siteBankProviders(site: Pick<TSite, "config">): TBankIdProvider[] {
  const configured = site.config.bankId?.providers ?? [];
  if (configured.length === 0) {
    const env = getEnv();
    return isLocalBankAllowed(env) ? [localBankProvider(env)] : [];
  }
  return configured.map((provider) => ({
    id: provider.id,
    name: provider.name,
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret ?? null,
    scope: provider.scope ?? DEFAULT_BANK_SCOPE,
    isLocal: isLoopbackHttp(provider.issuer),
  }));
}

export function findBankProvider(site: Pick<TSite, "config">, id: string): TBankIdProvider | null {
  return siteBankProviders(site).find((provider) => provider.id === id) ?? null;
}
