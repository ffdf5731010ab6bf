import { BANK_SIGNUP_PREFILL_KEY, ZBankSignUpPrefill, type TBankSignUpPrefill } from "@/lib/contracts/bank-auth";

/**
 * What a bank sign-in that found no account knows about the person (written by components/bank-auth).
 * Read without removing it, so a reload or a closed and reopened dialog keeps it; a finished sign-up
 * removes it.
 */
export function readBankSignUpPrefill(): TBankSignUpPrefill | null {
  if (typeof window === "undefined") return null;
  const raw = window.sessionStorage.getItem(BANK_SIGNUP_PREFILL_KEY);
  if (!raw) return null;
  try {
    const parsed = ZBankSignUpPrefill.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetBankSignUpPrefill(): void {
  window.sessionStorage.removeItem(BANK_SIGNUP_PREFILL_KEY);
}
