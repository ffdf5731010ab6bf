import "server-only";
import type { TMemberRole } from "@/lib/contracts/auth";
import { isValidInn } from "@/lib/shared/inn";
import { normalizePhone } from "@/lib/shared/phone";
import { newPasswordProblem } from "../auth/check-new-password";
import { addContactTakenErrors } from "../auth/contact-taken";
import { FieldErrors } from "../auth/field-errors";
import { findCompanyByInn } from "../auth/find-company-by-inn";
import { hashPassword } from "../auth/hash-password";
import { normalizeEmail } from "../auth/identifier";
import { getDb } from "../db/client";
import { companies, companyMembers, legalEntities, users } from "../db/schema";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";

// The seller console's texts, in the operator's language (ADR 0032).
const t = translator(operatorLocale, "sellerConsole.users");

export type TCreateSiteUserInput = {
  email: string;
  phone?: string;
  password: string;
  /** «Фамилия Имя Отчество» (one word: the first name). */
  name?: string;
  companyInn: string;
  /** Needed when the site has no company with that INN: it is created, new (not approved). */
  companyName?: string;
  role: TMemberRole;
};

export type TCreatedSiteUser = { id: number; email: string; company: { id: number; name: string; created: boolean }; role: TMemberRole };

/**
 * The seller creates a person who can sign in at once with the password given, as a member of the
 * company with that INN (its active company). A company the site does not know yet is created from
 * `companyName`, and stays new until the seller approves it, like one signed up on the storefront.
 */
export async function createSiteUser(siteId: number, input: TCreateSiteUserInput): Promise<TCreatedSiteUser> {
  const errors = new FieldErrors();
  const email = normalizeEmail(input.email) ?? "";
  if (!email) errors.add("email", t("notAnEmail", { input: input.email }));
  const phone = input.phone === undefined ? null : normalizePhone(input.phone);
  if (input.phone !== undefined && !phone) errors.add("phone", t("notAPhone", { input: input.phone }));
  const passwordProblem = newPasswordProblem(operatorLocale, input.password);
  if (passwordProblem) errors.add("password", passwordProblem);
  const inn = input.companyInn.trim();
  if (!isValidInn(inn)) errors.add("company-inn", t("notAnInn", { inn }));
  errors.throwIfAny(t("checkParameters"));

  const existing = await findCompanyByInn({ site: { id: siteId } }, inn);
  const companyName = input.companyName?.trim() ?? "";
  if (!existing && !companyName) errors.add("company-name", t("companyNameRequired", { inn }));
  await addContactTakenErrors({ siteId, locale: operatorLocale }, errors, { email, phone });
  errors.throwIfAny(t("checkParameters"));

  const passwordHash = await hashPassword(input.password);
  const [lastName, firstName, middleName] = splitName(input.name);
  return getDb().transaction(async (tx) => {
    let company = existing ? { ...existing, created: false } : null;
    if (!company) {
      const [row] = await tx.insert(companies).values({ siteId, name: companyName }).returning({ id: companies.id, name: companies.name });
      await tx.insert(legalEntities).values({ siteId, companyId: row.id, name: row.name, inn });
      company = { ...row, created: true };
    }
    const [user] = await tx
      .insert(users)
      .values({ siteId, email, phone, passwordHash, lastName, firstName, middleName, activeCompanyId: company.id })
      .returning({ id: users.id });
    await tx.insert(companyMembers).values({ siteId, companyId: company.id, userId: user.id, role: input.role });
    return { id: user.id, email, company, role: input.role };
  });
}

function splitName(name: string | undefined): [string | null, string | null, string | null] {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return [null, null, null];
  if (parts.length === 1) return [null, parts[0], null];
  return [parts[0], parts[1], parts.slice(2).join(" ") || null];
}
