import "server-only";
import { and, eq } from "drizzle-orm";
import type { TPasswordResetRequest, TPasswordResetResponse } from "@/lib/contracts/auth";
import { getDb } from "../db/client";
import { users } from "../db/schema";
import { AppError } from "../http/app-error";
import { kickOutboxDelivery } from "../outbox/deliver-outbox";
import type { TAuthContext } from "./auth-context";
import { checkCaptcha } from "./check-captcha";
import { checkCode, markCodeUsed } from "./check-code";
import { newPasswordProblem } from "./check-new-password";
import { revokeSessions } from "./create-session";
import { FieldErrors } from "./field-errors";
import { hashPassword } from "./hash-password";
import { findUserByIdentifier, identifierOf, type TIdentifier } from "./identifier";
import { countCodeSend, displayRecipient, issueCode } from "./issue-code";
import { translator } from "@/lib/server/i18n/translator";

/** The spec's reset error codes: 0 done, 1 a field error on email or phone. */
const FIELD_ERROR = 1;

function identifierOrError(ctx: TAuthContext, input: TPasswordResetRequest): TIdentifier {
  const identifier = identifierOf(ctx.locale, input);
  if (identifier) return identifier;
  const text = translator(ctx.locale, "auth")("loginRequired");
  throw new AppError("BAD_REQUEST", text, { errorCode: FIELD_ERROR, errors: { [input.email !== undefined ? "email" : "phone"]: [text] } });
}

/**
 * Step 0: a code to the account's phone or e-mail. An unknown account gets the same answer as a known one
 * (the code simply never arrives), so the form cannot be used to learn who has an account here.
 */
async function requestReset(ctx: TAuthContext, input: TPasswordResetRequest): Promise<TPasswordResetResponse> {
  const identifier = identifierOrError(ctx, input);
  if (ctx.site.captcha.enabled) await checkCaptcha(ctx, { token: input.captchaToken, action: "password_reset" });
  await countCodeSend(ctx, identifier);
  const user = await findUserByIdentifier(ctx.site.id, identifier);
  if (user) {
    await getDb().transaction((tx) => issueCode({ ...ctx, tx }, { purpose: "password-reset", identifier, payload: { userId: user.id } }));
    kickOutboxDelivery();
  }
  return { errorCode: 0, message: translator(ctx.locale, "auth")("resetCodeSent", { recipient: displayRecipient(identifier) }) };
}

/** Step 1: code + new password; sets it (argon2id) and ends every session of the account. */
async function confirmReset(ctx: TAuthContext, input: TPasswordResetRequest): Promise<TPasswordResetResponse> {
  const { site, locale } = ctx;
  const identifier = identifierOrError(ctx, input);
  const errors = new FieldErrors();
  const password = input.password ?? "";
  if (!password) errors.add("password", translator(locale, "auth")("fieldRequired"));
  else {
    const problem = newPasswordProblem(locale, password);
    if (problem) errors.add("password", problem);
  }
  if (!input.repeatPassword) errors.add("repeatPassword", translator(locale, "auth")("fieldRequired"));
  else if (password && input.repeatPassword !== password) errors.add("repeatPassword", translator(locale, "auth")("passwordsDiffer"));
  errors.throwIfAny(translator(locale, "auth")("checkFields"));

  const row = await checkCode(ctx, { purpose: "password-reset", recipients: [identifier.value], code: input.code ?? "" });
  const user = await findUserByIdentifier(site.id, identifier);
  if (!user || row.payload.userId !== user.id) {
    throw new AppError("BAD_REQUEST", translator(locale, "auth")("codeNotRequested"), { errors: { code: [translator(locale, "auth")("codeNotRequested")] } });
  }
  const passwordHash = await hashPassword(password);
  const changed = await getDb().transaction(async (tx) => {
    if (!(await markCodeUsed(tx, site.id, row.id))) return false;
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(and(eq(users.siteId, site.id), eq(users.id, user.id)));
    await revokeSessions({ site, tx }, { userId: user.id });
    return true;
  });
  if (!changed) throw new AppError("BAD_REQUEST", translator(locale, "auth")("codeNotRequested"), { errors: { code: [translator(locale, "auth")("codeNotRequested")] } });
  return { errorCode: 0, message: translator(locale, "auth")("passwordChanged") };
}

/** POST /api/v1/user/password-reset: step 1 when a code is sent, step 0 otherwise. */
export async function resetPassword(ctx: TAuthContext, input: TPasswordResetRequest): Promise<TPasswordResetResponse> {
  return input.code ? confirmReset(ctx, input) : requestReset(ctx, input);
}
