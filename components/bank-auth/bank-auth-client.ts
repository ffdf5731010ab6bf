import {
  BANK_SIGNUP_PREFILL_KEY,
  ZBankCompleteResponse,
  ZBankProvidersResponse,
  ZBankStartResponse,
  type TBankCompleteRequest,
  type TBankCompleteResponse,
  type TBankSignUpPrefill,
} from "@/lib/contracts/bank-auth";
import { call } from "@/lib/client/api";

/**
 * Where a bank sign-in without an account goes: the spec's /user/sign-up route, which opens the
 * sign-up dialog for a visitor. ("/" itself would lose the dialog: a Next navigation drops custom
 * history state, and a site with the home redirect sends "/" on to /catalog.)
 */
export const BANK_SIGN_UP_PATH = "/user/sign-up";

/** The banks of this site (GET /api/v2/user/bank/providers). */
export async function fetchBankProviders() {
  return ZBankProvidersResponse.parse(await call("v2/user/bank/providers"));
}

/** Starts a bank sign-in and leaves for the provider's authorization page. */
export async function startBankSignIn(provider: string, rememberMe = true): Promise<void> {
  const { url } = ZBankStartResponse.parse(await call(`v2/user/bank/${encodeURIComponent(provider)}/start`, { method: "post", json: { rememberMe } }));
  window.location.assign(url);
}

export async function completeBankSignIn(provider: string, query: TBankCompleteRequest): Promise<TBankCompleteResponse> {
  return ZBankCompleteResponse.parse(await call(`v2/user/bank/${encodeURIComponent(provider)}/complete`, { method: "post", json: query }));
}

/** Leaves what the bank told us for the sign-up dialog (lib/client/auth/bank-sign-up-prefill.ts reads it). */
export function keepBankSignUpPrefill(provider: string, prefill: TBankSignUpPrefill): void {
  window.sessionStorage.setItem(BANK_SIGNUP_PREFILL_KEY, JSON.stringify({ provider, ...prefill }));
}
