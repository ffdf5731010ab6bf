import { z } from "zod";

// Requests of the auth calls describe shapes only: which fields exist and their types. Whether a field
// is required in a given step, password rules, agreements and the like are checked by the services, so
// that every field error reaches the form as a readable text in the buyer's language.

/** A yes/no form value: true/false, 1/0 or their strings (the spec's isIndividual is 0 or 1). */
export const ZFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])])
  .transform((value) => value === true || value === 1 || value === "1" || value === "true");

const ZText = z.string().trim().max(255);
const ZSecret = z.string().max(200);
/** Forms send numbers as strings too; an empty string means "not given". */
const ZOptionalId = z.preprocess((value) => (value === "" || value === null ? undefined : value), z.coerce.number().int().positive().optional());
/** An INN typed as a number by a client keeps its digits. */
const ZInnValue = z.union([z.string(), z.number().int().nonnegative()]).transform((value) => String(value).trim());

export const ZIdentityCookie = z.object({ name: z.string(), value: z.string() });
export type TIdentityCookie = z.infer<typeof ZIdentityCookie>;

/** A signed-in answer: the bearer token, the identity cookie to set, a message to show. */
export const ZAuthSuccess = z.object({ authToken: z.string(), identityCookie: ZIdentityCookie, message: z.string() });
export type TAuthSuccess = z.infer<typeof ZAuthSuccess>;

/** The site wants another step before signing in: a one-time code, or the captcha. */
export const ZAuthStep = z.object({ step: z.enum(["code", "captcha"]), message: z.string() });
export type TAuthStep = z.infer<typeof ZAuthStep>;

// POST /api/v2/user/sign-in
/**
 * Password step: `login` (e-mail or phone) or `email` or `phone`, with `password`.
 * Code step: `email` or `phone` with `code`; the same without `code` and `password` asks for a code.
 * Captcha step: `email` or `phone` with `captchaToken` (with `password`, or alone to get a code).
 */
export const ZSignInRequest = z.object({
  login: ZText.optional(),
  email: ZText.optional(),
  phone: ZText.optional(),
  password: ZSecret.optional(),
  code: z.string().trim().max(20).optional(),
  captchaToken: z.string().max(10_000).optional(),
  rememberMe: ZFlag.default(true),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

export const ZSignInResponse = z.union([ZAuthSuccess, ZAuthStep]);
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

// POST /api/v2/user/sign-out
export const ZSignOutResponse = z.object({ message: z.string() });
export type TSignOutResponse = z.infer<typeof ZSignOutResponse>;

// POST /api/v2/user/sign-up
/**
 * One body for the three steps. The step is `step` when sent, else 3 when `token` is present, 2 when
 * `code` is present, 1 otherwise.
 * Step 1 (required: email, password, repeatPassword, regionId, agreeForProcessingData, agreedForTerms;
 * captchaToken when the site's captcha is on) sends a code to `phone` when given, else to `email`.
 * Step 2: `email` or `phone` with `code`.
 * Step 3: `token` from step 2, company name (`companyName` or `company`), `inn` (unless given in step 1),
 * optional `companyRequisites` as a data URL (PDF, JPG or PNG, at most 5 MB).
 */
export const ZSignUpRequest = z.object({
  step: z.coerce.number().int().min(1).max(3).optional(),
  email: ZText.optional(),
  phone: ZText.optional(),
  password: ZSecret.optional(),
  repeatPassword: ZSecret.optional(),
  regionId: ZOptionalId,
  isIndividual: ZFlag.optional(),
  agreeForProcessingData: ZFlag.optional(),
  agreedForTerms: ZFlag.optional(),
  emailAgreedForMarketing: ZFlag.optional(),
  firstname: ZText.optional(),
  middlename: ZText.optional(),
  lastname: ZText.optional(),
  name: ZText.optional(),
  company: ZText.optional(),
  companyName: ZText.optional(),
  inn: ZInnValue.optional(),
  city: ZText.optional(),
  position: ZText.optional(),
  jobPosition: ZText.optional(),
  kindOfActivity: ZText.optional(),
  commodityGroup: ZText.optional(),
  loyaltyCardNumber: ZText.optional(),
  promoCode: ZText.optional(),
  captchaToken: z.string().max(10_000).optional(),
  code: z.string().trim().max(20).optional(),
  token: z.string().trim().max(200).optional(),
  tokenFor: z.enum(["confirm", "account"]).optional(),
  /** data:<type>;base64,<data> — about 7 MB of text for the 5 MB limit. */
  companyRequisites: z.string().max(8_000_000).optional(),
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

/** Step 1 answer: the code was sent; show the message and the code field. */
export const ZSignUpCodeSent = z.object({ step: z.literal(2), message: z.string() });
/** Step 2 answer for a company: go to step 3 with this token. */
export const ZSignUpNeedsCompany = z.object({
  step: z.literal(3),
  token: z.string(),
  tokenFor: z.literal("account"),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  isIndividual: z.literal(0),
  message: z.string(),
});
export const ZSignUpResponse = z.union([ZSignUpCodeSent, ZSignUpNeedsCompany, ZAuthSuccess]);
export type TSignUpResponse = z.infer<typeof ZSignUpResponse>;

// POST /api/v1/user/password-reset
/** Step 0: `email` or `phone` (+ `captchaToken` when the captcha is on). Step 1: the same with `code`, `password`, `repeatPassword`. */
export const ZPasswordResetRequest = z.object({
  email: ZText.optional(),
  phone: ZText.optional(),
  captchaToken: z.string().max(10_000).optional(),
  code: z.string().trim().max(20).optional(),
  password: ZSecret.optional(),
  repeatPassword: ZSecret.optional(),
});
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

/** errorCode 0: done. An unknown account answers 400 with errorCode 1 and errors.email or errors.phone. */
export const ZPasswordResetResponse = z.object({ errorCode: z.literal(0), message: z.string() });
export type TPasswordResetResponse = z.infer<typeof ZPasswordResetResponse>;

/** GET /api/v1/dev-outbox: whether /dev/outbox (codes that went nowhere but the log) opens for this visitor. */
export const ZDevOutboxResponse = z.object({ available: z.boolean(), url: z.string().nullable() });
export type TDevOutboxResponse = z.infer<typeof ZDevOutboxResponse>;

export const ZMemberRole = z.enum(["Administrator", "Manager", "buyer"]);
export type TMemberRole = z.infer<typeof ZMemberRole>;

// POST /api/v1/company/invitations
export const ZCreateInvitationRequest = z.object({
  email: z.string().trim().max(255),
  phone: ZText.optional(),
  role: ZMemberRole.default("buyer"),
});
export type TCreateInvitationRequest = z.infer<typeof ZCreateInvitationRequest>;

/** `invitation` and `code` are what the invited person needs; `url` opens the invitation dialog. */
export const ZCreateInvitationResponse = z.object({
  invitation: z.string(),
  code: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  message: z.string(),
});
export type TCreateInvitationResponse = z.infer<typeof ZCreateInvitationResponse>;

// POST /api/v2/user/signin-by-invitation
export const ZSigninByInvitationRequest = z.object({
  invitation: z.string().trim().min(1).max(200),
  code: z.string().trim().min(1).max(20),
  rememberMe: ZFlag.default(true),
});
export type TSigninByInvitationRequest = z.infer<typeof ZSigninByInvitationRequest>;

// GET /api/v2/captcha/local-challenge
/** The local captcha: answer `question`; send `${challenge}:${answer}` as captchaToken. */
export const ZLocalCaptchaChallenge = z.object({ challenge: z.string(), question: z.string(), expiresAt: z.string() });
export type TLocalCaptchaChallenge = z.infer<typeof ZLocalCaptchaChallenge>;
