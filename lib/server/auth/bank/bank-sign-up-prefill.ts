import "server-only";
import type { TBankSignUpPrefill } from "@/lib/contracts/bank-auth";
import { formatPhone, normalizePhone } from "@/lib/shared/phone";
import type { TBankIdClaims } from "../../adapters/bank-id/types";
import { normalizeEmail } from "../identifier";

/** What the sign-up form can take from the bank's claims (the form still confirms contacts with a code). */
export function bankSignUpPrefill(claims: TBankIdClaims): TBankSignUpPrefill {
  const phone = claims.phone ? normalizePhone(claims.phone) : null;
  const fullName = [claims.familyName, claims.givenName, claims.middleName].filter(Boolean).join(" ");
  return {
    email: claims.email ? normalizeEmail(claims.email) : null,
    phone: phone ? formatPhone(phone) : null,
    name: claims.name ?? (fullName || null),
    firstname: claims.givenName,
    lastname: claims.familyName,
    middlename: claims.middleName,
  };
}
