import "server-only";
import type { TBankIdProviderConfig } from "../../db/schema/sites";

/** A provider as the adapter uses it: the site's configuration, or the local default. */
export type TBankIdProvider = Required<Pick<TBankIdProviderConfig, "id" | "name" | "issuer" | "clientId" | "scope">> & {
  clientSecret: string | null;
  /** The local provider speaks plain http on localhost; nothing else may. */
  isLocal: boolean;
};

/** What the provider asserted about the person (ID token claims, completed from userinfo). */
export type TBankIdClaims = {
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  phone: string | null;
  isPhoneVerified: boolean;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  middleName: string | null;
};

/**
 * Why a bank sign-in could not finish. "unavailable": the provider did not answer (503);
 * "rejected": it refused the code or the request (400); "invalid": its answer failed our checks (400).
 */
export class BankIdError extends Error {
  constructor(
    readonly kind: "unavailable" | "rejected" | "invalid",
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
