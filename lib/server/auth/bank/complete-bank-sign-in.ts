import "server-only";
import type { TBankCompleteRequest, TBankCompleteResponse } from "@/lib/contracts/bank-auth";
import { finishBankAuthorization } from "../../adapters/bank-id/finish-bank-authorization";
import { BankIdError } from "../../adapters/bank-id/types";
import { AppError } from "../../http/app-error";
import type { TAuthContext } from "../auth-context";
import { appErrorOfBank } from "./bank-error";
import { consumeBankAuthState } from "./consume-bank-auth-state";
import { findBankProviderOrThrow } from "./find-bank-provider-or-throw";
import { signInBankIdentity } from "./sign-in-bank-identity";
import { translator, type TMessageKey } from "@/lib/server/i18n/translator";

function fieldError(ctx: TAuthContext, field: string, key: TMessageKey<"bankAuth">): AppError {
  const text = translator(ctx.locale, "bankAuth")(key);
  return new AppError("BAD_REQUEST", text, { errors: { [field]: [text] } });
}

/** The address the provider redirected to, rebuilt from the stored redirect_uri and the posted query. */
function callbackUrlOf(redirectUri: string, query: TBankCompleteRequest): URL {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
  return url;
}

/**
 * POST /api/v2/user/bank/{provider}/complete: the completion page posts the query the provider sent
 * back. The state must be one this site started for this provider in the last 10 minutes and is
 * used up by this call whatever happens next; then the code is exchanged and the ID token verified,
 * and the identity signs in, is linked by a verified contact, or leads to sign-up (`step: "signup"`).
 */
export async function completeBankSignIn(
  ctx: TAuthContext,
  { providerId, query }: { providerId: string; query: TBankCompleteRequest },
): Promise<TBankCompleteResponse> {
  const provider = findBankProviderOrThrow(ctx, providerId);
  if (!query.state) throw fieldError(ctx, "state", "stateInvalid");
  const started = await consumeBankAuthState({ siteId: ctx.site.id, providerId: provider.id, state: query.state });
  if (!started) throw fieldError(ctx, "state", "stateInvalid");
  if (query.error) {
    throw new AppError("BAD_REQUEST", translator(ctx.locale, "bankAuth")(query.error === "access_denied" ? "cancelled" : "rejected"));
  }
  if (!query.code) throw fieldError(ctx, "code", "codeMissing");
  const claims = await finishBankAuthorization(provider, {
    callbackUrl: callbackUrlOf(started.redirectUri, query),
    secrets: { state: query.state, nonce: started.nonce, codeVerifier: started.codeVerifier },
  }).catch((error: unknown) => {
    throw error instanceof BankIdError ? appErrorOfBank(ctx.locale, error, provider.id) : error;
  });
  return signInBankIdentity(ctx, { provider, claims, rememberMe: started.isRemembered });
}
