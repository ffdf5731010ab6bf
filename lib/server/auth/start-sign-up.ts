import "server-only";
import { and, eq } from "drizzle-orm";
import type { TSignUpRequest } from "@/lib/contracts/auth";
import { isValidInn } from "@/lib/shared/inn";
import { normalizePhone } from "@/lib/shared/phone";
import { getDb } from "../db/client";
import { regions } from "../db/schema";
import { consumeRateLimit, type TRateLimit } from "../http/rate-limit";
import { kickOutboxDelivery } from "../outbox/deliver-outbox";
import type { TAuthContext } from "./auth-context";
import { checkCaptcha } from "./check-captcha";
import { newPasswordProblem } from "./check-new-password";
import { addContactTakenErrors } from "./contact-taken";
import { FieldErrors } from "./field-errors";
import { hashPassword } from "./hash-password";
import { normalizeEmail, type TIdentifier } from "./identifier";
import { countCodeSend, displayRecipient, issueCode } from "./issue-code";
import type { TSignUpPayload } from "./sign-up-payload";
import { translator } from "@/lib/server/i18n/translator";

/** Step-1 submissions from one address in 15 minutes (each may send a code). */
export const SIGN_UP_IP_LIMIT: TRateLimit = { limit: 20, windowSeconds: 15 * 60 };

const orNull = (value: string | undefined) => (value ? value : null);

async function regionExists(siteId: number, regionId: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.siteId, siteId), eq(regions.id, regionId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Sign-up step 1: checks the form (every problem as a field error, nothing stored), then keeps the
 * validated data with a code sent to the phone (registration is by phone by default), else the e-mail.
 */
export async function startSignUp(ctx: TAuthContext, input: TSignUpRequest): Promise<{ step: 2; message: string }> {
  const { locale, site } = ctx;
  await consumeRateLimit(site.id, [`sign-up:ip:${ctx.ip}`], SIGN_UP_IP_LIMIT, locale);
  const errors = new FieldErrors();
  const required = translator(locale, "auth")("fieldRequired");

  const email = input.email ? normalizeEmail(input.email) : null;
  if (!input.email) errors.add("email", required);
  else if (!email) errors.add("email", translator(locale, "auth")("emailInvalid"));
  const phone = input.phone ? normalizePhone(input.phone) : null;
  if (input.phone && !phone) errors.add("phone", translator(locale, "auth")("phoneInvalid"));

  const password = input.password ?? "";
  if (!password) errors.add("password", required);
  else {
    const problem = newPasswordProblem(locale, password);
    if (problem) errors.add("password", problem);
  }
  if (!input.repeatPassword) errors.add("repeatPassword", required);
  else if (password && input.repeatPassword !== password) errors.add("repeatPassword", translator(locale, "auth")("passwordsDiffer"));

  if (!input.regionId) errors.add("regionId", required);
  else if (!(await regionExists(site.id, input.regionId))) errors.add("regionId", translator(locale, "auth")("regionUnknown"));

  if (input.inn && !isValidInn(input.inn)) errors.add("inn", translator(locale, "auth")("innInvalid"));
  if (input.agreeForProcessingData !== true) errors.add("agreeForProcessingData", translator(locale, "auth")("agreeForProcessingData"));
  if (input.agreedForTerms !== true) errors.add("agreedForTerms", translator(locale, "auth")("agreedForTerms"));

  await addContactTakenErrors({ siteId: site.id, locale }, errors, { email, phone });
  errors.throwIfAny(translator(locale, "auth")("checkFields"));
  // Fields first: a captcha token is single-use, so it is spent only on a form that can go through.
  if (site.captcha.enabled) await checkCaptcha(ctx, { token: input.captchaToken, action: "signup" });

  const payload: TSignUpPayload = {
    email: email ?? "",
    phone,
    passwordHash: await hashPassword(password),
    regionId: input.regionId ?? 0,
    isIndividual: input.isIndividual ?? false,
    emailAgreedForMarketing: input.emailAgreedForMarketing ?? false,
    firstName: orNull(input.firstname),
    lastName: orNull(input.lastname),
    middleName: orNull(input.middlename),
    name: orNull(input.name),
    companyName: orNull(input.companyName ?? input.company),
    inn: orNull(input.inn),
    city: orNull(input.city),
    position: orNull(input.jobPosition ?? input.position),
    kindOfActivity: orNull(input.kindOfActivity),
    commodityGroup: orNull(input.commodityGroup),
    loyaltyCardNumber: orNull(input.loyaltyCardNumber),
    promoCode: orNull(input.promoCode),
  };
  const identifier: TIdentifier = phone ? { kind: "phone", value: phone } : { kind: "email", value: payload.email };
  await countCodeSend(ctx, identifier);
  await getDb().transaction((tx) => issueCode({ ...ctx, tx }, { purpose: "sign-up", identifier, payload }));
  kickOutboxDelivery();
  return { step: 2, message: translator(locale, "auth")("signUpCodeSent", { recipient: displayRecipient(identifier) }) };
}
