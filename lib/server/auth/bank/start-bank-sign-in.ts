import "server-only";
import { and, eq, lt } from "drizzle-orm";
import type { TBankStartRequest, TBankStartResponse } from "@/lib/contracts/bank-auth";
import { buildBankAuthorizationUrl, newBankAuthorizationSecrets } from "../../adapters/bank-id/build-bank-authorization-url";
import { BankIdError } from "../../adapters/bank-id/types";
import { getDb } from "../../db/client";
import { bankAuthStates } from "../../db/schema";
import { consumeRateLimit } from "../../http/rate-limit";
import type { TAuthContext } from "../auth-context";
import { hashToken } from "../tokens";
import { appErrorOfBank } from "./bank-error";
import { findBankProviderOrThrow } from "./find-bank-provider-or-throw";
import { bankRedirectUri } from "./request-origin";

/** A started sign-in must come back within 10 minutes. */
export const BANK_STATE_TTL_MS = 10 * 60_000;
/** Each start writes a row: 30 starts per address in 15 minutes is plenty for a person. */
const START_LIMIT = { limit: 30, windowSeconds: 15 * 60 };

/**
 * POST /api/v2/user/bank/{provider}/start: remembers a new state, nonce and PKCE verifier for this
 * site and returns the provider's authorization address, which sends the buyer back to
 * {origin}/auth/{provider}/complete.
 */
export async function startBankSignIn(
  ctx: TAuthContext,
  { providerId, origin, input }: { providerId: string; origin: string; input: TBankStartRequest },
): Promise<TBankStartResponse> {
  const provider = findBankProviderOrThrow(ctx, providerId);
  await consumeRateLimit(ctx.site.id, [`bank-start:ip:${ctx.ip}`], START_LIMIT, ctx.locale);
  const secrets = newBankAuthorizationSecrets();
  const redirectUri = bankRedirectUri(origin, provider.id);
  const url = await buildBankAuthorizationUrl(provider, { redirectUri, secrets }).catch((error: unknown) => {
    throw error instanceof BankIdError ? appErrorOfBank(ctx.locale, error, provider.id) : error;
  });
  const db = getDb();
  // Abandoned sign-ins are swept here, so the table holds at most ten minutes of starts.
  await db.delete(bankAuthStates).where(and(eq(bankAuthStates.siteId, ctx.site.id), lt(bankAuthStates.expiresAt, new Date())));
  await db.insert(bankAuthStates).values({
    siteId: ctx.site.id,
    provider: provider.id,
    stateHash: hashToken(secrets.state),
    nonce: secrets.nonce,
    codeVerifier: secrets.codeVerifier,
    redirectUri,
    isRemembered: input.rememberMe,
    expiresAt: new Date(Date.now() + BANK_STATE_TTL_MS),
  });
  return { url };
}
