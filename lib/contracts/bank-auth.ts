import { z } from "zod";
import { fieldMessage } from "./field-message";
import { ZAuthSuccess, ZFlag } from "./auth";

// Bank sign-in (spec §2 "/auth/{bank-provider}/complete", §4 "Bank sign-in"): an OpenID Connect
// authorization code flow with PKCE against the provider configured for the site. The spec leaves the
// calls' methods and paths open ("method and path not shown"); they are designed here.

/** The provider id of the local OpenID provider (`npm run dev:idp`), the default outside production. */
export const LOCAL_BANK_PROVIDER_ID = "localbank";

/**
 * sessionStorage key of the sign-up prefill left by a bank sign-in that found no account
 * (JSON of ZBankSignUpPrefill plus `provider`); the sign-up dialog reads it and removes it once signed up.
 */
export const BANK_SIGNUP_PREFILL_KEY = "B2B_BANK_SIGNUP";

/** The {provider} of the URLs: lower-case letters, digits and dashes. */
export const ZBankProviderId = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, fieldMessage("bankAuth.unknownBank"));

export const ZBankProviderParams = z.object({ provider: ZBankProviderId });
export type TBankProviderParams = z.infer<typeof ZBankProviderParams>;

// GET /api/v2/user/bank/providers
export const ZBankProvider = z.object({ id: z.string(), name: z.string() });
export type TBankProvider = z.infer<typeof ZBankProvider>;
export const ZBankProvidersResponse = z.object({ items: z.array(ZBankProvider) });
export type TBankProvidersResponse = z.infer<typeof ZBankProvidersResponse>;

// POST /api/v2/user/bank/{provider}/start
/** `rememberMe` (default true) decides the session's length once the sign-in completes. */
export const ZBankStartRequest = z.object({ rememberMe: ZFlag.default(true) });
export type TBankStartRequest = z.infer<typeof ZBankStartRequest>;

/** The provider's authorization address: the browser goes there. */
export const ZBankStartResponse = z.object({ url: z.string().url() });
export type TBankStartResponse = z.infer<typeof ZBankStartResponse>;

// POST /api/v2/user/bank/{provider}/complete
const ZQueryValue = z.string().max(4000);
/**
 * The query parameters of /auth/{provider}/complete as the provider sent them: `code` and `state`, or
 * `error` (with `error_description`); `iss` and any other parameter are passed on to the checks.
 */
export const ZBankCompleteRequest = z
  .object({
    code: ZQueryValue.optional(),
    state: ZQueryValue.optional(),
    iss: ZQueryValue.optional(),
    error: ZQueryValue.optional(),
    error_description: ZQueryValue.optional(),
  })
  .catchall(ZQueryValue)
  .refine((query) => Object.keys(query).length <= 20, { message: fieldMessage("bankAuth.tooManyParameters") });
export type TBankCompleteRequest = z.infer<typeof ZBankCompleteRequest>;

/** What the bank told us about the person, for the sign-up form. */
export const ZBankSignUpPrefill = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  middlename: z.string().nullable(),
});
export type TBankSignUpPrefill = z.infer<typeof ZBankSignUpPrefill>;

/** No account matches the bank identity: the client opens the sign-up dialog with `data` as the prefill. */
export const ZBankSignUpStep = z.object({ step: z.literal("signup"), message: z.string(), data: ZBankSignUpPrefill });
export type TBankSignUpStep = z.infer<typeof ZBankSignUpStep>;

/** Signed in: the usual answer plus whether the session is a remembered one (the start call's rememberMe). */
export const ZBankSignedIn = ZAuthSuccess.extend({ rememberMe: z.boolean() });
export type TBankSignedIn = z.infer<typeof ZBankSignedIn>;

export const ZBankCompleteResponse = z.union([ZBankSignedIn, ZBankSignUpStep]);
export type TBankCompleteResponse = z.infer<typeof ZBankCompleteResponse>;
