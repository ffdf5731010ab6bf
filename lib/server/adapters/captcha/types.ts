import "server-only";

/** The action a token was made for (reCAPTCHA Enterprise checks it; the spec names "signup"). */
export type TCaptchaAction = "signin" | "signup" | "password_reset";

export type TCaptchaCheck = { token: string; action: TCaptchaAction; ip: string };

/** "unavailable": the provider could not be asked (network, outage, missing server key). */
export type TCaptchaResult = { ok: true } | { ok: false; reason: "invalid" | "unavailable" };

export type TCaptchaAdapter = { name: string; verify: (check: TCaptchaCheck) => Promise<TCaptchaResult> };
