import "server-only";
import fs from "node:fs/promises";
import type { TAuthSuccess, TSignUpRequest } from "@/lib/contracts/auth";
import { isValidInn } from "@/lib/shared/inn";
import { getDb } from "../db/client";
import { AppError } from "../http/app-error";
import type { TAuthContext } from "./auth-context";
import { markCodeUsed } from "./check-code";
import { parseCompanyRequisites, storeCompanyRequisites } from "./company-requisites";
import { addContactTakenErrors } from "./contact-taken";
import { createAccount } from "./create-account";
import { FieldErrors } from "./field-errors";
import { issueAuthToken } from "./issue-auth-token";
import { readAccountToken } from "./sign-up-account-token";
import type { TSignUpPayload } from "./sign-up-payload";
import { translator } from "@/lib/server/i18n/translator";

const pick = (value: string | undefined, fallback: string | null) => (value ? value : fallback);

/**
 * Sign-up step 3 (companies): with the token of step 2, creates the company as a legal entity with its
 * INN, stores the requisites card, makes the person its Administrator and signs in.
 */
export async function completeSignUp(ctx: TAuthContext, input: TSignUpRequest): Promise<TAuthSuccess> {
  const { site, locale } = ctx;
  const stored = await readAccountToken(ctx, input.token ?? "");
  const payload: TSignUpPayload = {
    ...stored.payload,
    companyName: pick(input.companyName ?? input.company, stored.payload.companyName),
    inn: pick(input.inn, stored.payload.inn),
    firstName: pick(input.firstname, stored.payload.firstName),
    lastName: pick(input.lastname, stored.payload.lastName),
    middleName: pick(input.middlename, stored.payload.middleName),
    city: pick(input.city, stored.payload.city),
    position: pick(input.jobPosition ?? input.position, stored.payload.position),
  };
  const errors = new FieldErrors();
  if (!payload.companyName) errors.add("companyName", translator(locale, "auth")("companyNameRequired"));
  if (!payload.inn) errors.add("inn", translator(locale, "auth")("innRequired"));
  else if (!isValidInn(payload.inn)) errors.add("inn", translator(locale, "auth")("innInvalid"));
  errors.throwIfAny(translator(locale, "auth")("checkFields"));
  const requisites = input.companyRequisites ? parseCompanyRequisites(locale, input.companyRequisites) : null;

  let writtenFile: string | null = null;
  try {
    return await getDb().transaction(async (tx) => {
      if (!(await markCodeUsed(tx, site.id, stored.id))) {
        throw new AppError("BAD_REQUEST", translator(locale, "auth")("signUpTokenInvalid"), { errors: { token: [translator(locale, "auth")("signUpTokenInvalid")] } });
      }
      const taken = new FieldErrors();
      await addContactTakenErrors({ siteId: site.id, locale, tx }, taken, { email: payload.email, phone: payload.phone });
      taken.throwIfAny(translator(locale, "auth")("checkFields"));
      const user = await createAccount({ site, tx }, { payload, company: { name: payload.companyName ?? "", isIndividual: false, inn: payload.inn } });
      if (requisites) writtenFile = await storeCompanyRequisites(site.id, user.companyId, requisites);
      return issueAuthToken({ site, tx }, { user, rememberMe: true, message: translator(locale, "auth")("signUpCompleted") });
    });
  } catch (error) {
    // The transaction rolled back: the card of a company that does not exist must not stay behind.
    if (writtenFile) await fs.rm(writtenFile, { force: true });
    throw error;
  }
}
