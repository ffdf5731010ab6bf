import "server-only";
import type { TAuthSuccess, TSignUpRequest } from "@/lib/contracts/auth";
import { normalizePhone } from "@/lib/shared/phone";
import { getDb } from "../db/client";
import { AppError } from "../http/app-error";
import type { TAuthContext } from "./auth-context";
import { checkCode, markCodeUsed } from "./check-code";
import { addContactTakenErrors } from "./contact-taken";
import { createAccount } from "./create-account";
import { FieldErrors } from "./field-errors";
import { normalizeEmail } from "./identifier";
import { issueAuthToken } from "./issue-auth-token";
import { issueAccountToken } from "./sign-up-account-token";
import { personName, readSignUpPayload } from "./sign-up-payload";
import { translator } from "@/lib/server/i18n/translator";

type TNeedsCompany = { step: 3; token: string; tokenFor: "account"; phone: string | null; name: string | null; isIndividual: 0; message: string };

/**
 * Sign-up step 2: the code from step 1. An individual's account is created and signed in at once; a
 * company gets a token for step 3 (valid one hour) where it gives its name, INN and requisites.
 */
export async function confirmSignUp(ctx: TAuthContext, input: TSignUpRequest): Promise<TAuthSuccess | TNeedsCompany> {
  const { site, locale } = ctx;
  const recipients = [input.phone ? normalizePhone(input.phone) : null, input.email ? normalizeEmail(input.email) : null].filter((r): r is string => Boolean(r));
  const errors = new FieldErrors();
  if (recipients.length === 0) errors.add(input.email ? "email" : "phone", translator(locale, "auth")("loginRequired"));
  if (!input.code) errors.add("code", translator(locale, "auth")("codeRequired"));
  errors.throwIfAny(translator(locale, "auth")("checkFields"));

  const row = await checkCode(ctx, { purpose: "sign-up", recipients, code: input.code ?? "" });
  const payload = readSignUpPayload(row.payload);
  if (!payload) throw new AppError("BAD_REQUEST", translator(locale, "auth")("codeNotRequested"), { errors: { code: [translator(locale, "auth")("codeNotRequested")] } });

  const answer = await getDb().transaction(async (tx) => {
    if (!(await markCodeUsed(tx, site.id, row.id))) return null;
    const taken = new FieldErrors();
    await addContactTakenErrors({ siteId: site.id, locale, tx }, taken, { email: payload.email, phone: payload.phone });
    taken.throwIfAny(translator(locale, "auth")("checkFields"));
    if (payload.isIndividual) {
      const user = await createAccount({ site, tx }, { payload, company: { name: personName(payload) ?? payload.email, isIndividual: true, inn: null } });
      return issueAuthToken({ site, tx }, { user, rememberMe: true, message: translator(locale, "auth")("signUpCompleted") });
    }
    const token = await issueAccountToken({ site, tx }, { recipient: row.recipient, payload });
    const needsCompany: TNeedsCompany = {
      step: 3,
      token,
      tokenFor: "account",
      phone: payload.phone,
      name: personName(payload),
      isIndividual: 0,
      message: translator(locale, "auth")("signUpConfirmed"),
    };
    return needsCompany;
  });
  if (!answer) throw new AppError("BAD_REQUEST", translator(locale, "auth")("codeNotRequested"), { errors: { code: [translator(locale, "auth")("codeNotRequested")] } });
  return answer;
}
