import "server-only";
import type { TSignInRequest, TSignInResponse } from "@/lib/contracts/auth";
import { getDb } from "../db/client";
import { AppError } from "../http/app-error";
import { kickOutboxDelivery } from "../outbox/deliver-outbox";
import type { TAuthContext } from "./auth-context";
import { checkCaptcha } from "./check-captcha";
import { checkCode, markCodeUsed } from "./check-code";
import { FieldErrors } from "./field-errors";
import { hashPassword, verifyPassword } from "./hash-password";
import { findUserByIdentifier, identifierOf, type TIdentifier } from "./identifier";
import { issueAuthToken } from "./issue-auth-token";
import { countCodeSend, displayRecipient, issueCode } from "./issue-code";
import { assertSignInAllowed, clearSignInFailures, countSignInFailure, isPastAccountCeiling, progressiveDelayMs, recentSignInFailures, type TSignInFailures } from "./sign-in-failures";
import { translator } from "@/lib/server/i18n/translator";

const DEFAULT_CAPTCHA_AFTER_FAILURES = 3;

// Checked against when the account is unknown or has no password, so that answer takes as long as a real check.
let dummyHash: Promise<string> | undefined;
const timingHash = () => (dummyHash ??= hashPassword("no-account-timing-equaliser"));

/** 'Неверный телефон или пароль', or 'Неверный e-mail или пароль' when the buyer signed in by e-mail. */
function wrongCredentials(ctx: TAuthContext, identifier: TIdentifier | null): AppError {
  return new AppError("BAD_REQUEST", translator(ctx.locale, "auth")(identifier?.kind === "email" ? "wrongEmailCredentials" : "wrongCredentials"));
}

/**
 * The captcha is asked when the site's captcha is on and this address failed its threshold on the
 * account, or — whatever the site's setting — when the account is past its ceiling of failures from anywhere.
 */
function needsCaptcha(ctx: TAuthContext, failures: TSignInFailures): boolean {
  if (isPastAccountCeiling(failures)) return true;
  const { captcha } = ctx.site;
  if (!captcha.enabled) return false;
  const after = captcha.signInAfterFailures ?? DEFAULT_CAPTCHA_AFTER_FAILURES;
  return after <= 0 || failures.here >= after;
}

/** Sends a sign-in code when the account exists; the answer is the same either way (no enumeration). */
async function sendSignInCode(ctx: TAuthContext, identifier: TIdentifier, rememberMe: boolean): Promise<TSignInResponse> {
  await countCodeSend(ctx, identifier);
  const user = await findUserByIdentifier(ctx.site.id, identifier);
  if (user) {
    await getDb().transaction((tx) => issueCode({ ...ctx, tx }, { purpose: "sign-in", identifier, payload: { userId: user.id, rememberMe } }));
    kickOutboxDelivery();
  }
  return { step: "code", message: translator(ctx.locale, "auth")("codeSent", { recipient: displayRecipient(identifier) }) };
}

async function signInWithPassword(ctx: TAuthContext, identifier: TIdentifier, password: string, rememberMe: boolean): Promise<TSignInResponse> {
  const user = await findUserByIdentifier(ctx.site.id, identifier);
  // An unknown account costs the same hash check as a known one, so timing tells nothing either.
  const isValid = await verifyPassword(user?.passwordHash ?? (await timingHash()), password);
  if (!user?.passwordHash || !isValid) {
    await countSignInFailure(ctx, identifier);
    throw wrongCredentials(ctx, identifier);
  }
  await clearSignInFailures(ctx, identifier);
  if (ctx.site.config.signInCodeRequired) return sendSignInCode(ctx, identifier, rememberMe);
  return issueAuthToken({ site: ctx.site }, { user, rememberMe, message: translator(ctx.locale, "auth")("signedIn") });
}

async function signInWithCode(ctx: TAuthContext, identifier: TIdentifier, code: string, rememberMe: boolean): Promise<TSignInResponse> {
  let row;
  try {
    row = await checkCode(ctx, { purpose: "sign-in", recipients: [identifier.value], code });
  } catch (error) {
    await countSignInFailure(ctx, identifier);
    throw error;
  }
  const user = await findUserByIdentifier(ctx.site.id, identifier);
  if (!user || row.payload.userId !== user.id) throw wrongCredentials(ctx, identifier);
  const answer = await getDb().transaction(async (tx) => {
    if (!(await markCodeUsed(tx, ctx.site.id, row.id))) return null;
    return issueAuthToken({ site: ctx.site, tx }, { user, rememberMe, message: translator(ctx.locale, "auth")("signedIn") });
  });
  if (!answer) throw new AppError("BAD_REQUEST", translator(ctx.locale, "auth")("codeNotRequested"), { errors: { code: [translator(ctx.locale, "auth")("codeNotRequested")] } });
  await clearSignInFailures(ctx, identifier);
  return answer;
}

/**
 * POST /api/v2/user/sign-in. Password, code and captcha steps (see ZSignInRequest). Wrong password and
 * unknown account get the same 400 'Неверный телефон или пароль' ('Неверный e-mail или пароль' by e-mail); 10 failures of
 * an account from one address, or 30 from one address, in 15 minutes answer 429 to that address; past 10
 * failures of an account from anywhere every attempt on it waits longer and needs the captcha, but the
 * right password still signs in (no lock-out anyone could cause); with the site's captcha on, failures
 * past its threshold ask for the captcha first.
 */
export async function signIn(ctx: TAuthContext, input: TSignInRequest): Promise<TSignInResponse> {
  const identifier = identifierOf(ctx.locale, input);
  if (!identifier) {
    const errors = new FieldErrors();
    errors.add(input.login !== undefined ? "login" : "phone", translator(ctx.locale, "auth")("loginRequired"));
    errors.throwIfAny(translator(ctx.locale, "auth")("checkFields"));
    throw wrongCredentials(ctx, null);
  }
  await assertSignInAllowed(ctx, identifier);
  const failures = await recentSignInFailures(ctx, identifier);
  // An account past its ceiling answers every attempt later and later (see progressiveDelayMs).
  const delay = progressiveDelayMs(failures);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  if (needsCaptcha(ctx, failures)) {
    if (!input.captchaToken) return { step: "captcha", message: translator(ctx.locale, "auth")("captchaRequired") };
    try {
      await checkCaptcha(ctx, { token: input.captchaToken, action: "signin" });
    } catch (error) {
      if (error instanceof AppError && error.code === "BAD_REQUEST") await countSignInFailure(ctx, identifier);
      throw error;
    }
  }
  if (input.password) return signInWithPassword(ctx, identifier, input.password, input.rememberMe);
  if (input.code) return signInWithCode(ctx, identifier, input.code, input.rememberMe);
  if (ctx.site.config.signInCodeRequired) {
    throw new AppError("BAD_REQUEST", translator(ctx.locale, "auth")("checkFields"), { errors: { password: [translator(ctx.locale, "auth")("passwordRequired")] } });
  }
  return sendSignInCode(ctx, identifier, input.rememberMe);
}
