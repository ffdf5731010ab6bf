import { z } from "zod";
import { fieldMessage } from "./field-message";

/** App-level calls: GET /api/v1/info, GET /api/v2/settings, cookie consent, translations. */

export const ZCurrency = z.object({ code: z.string(), sign: z.string() });

/** Site flags the storefront switches on (spec §3 "App info"). */
export const ZInfoSettings = z.object({
  showHomePage: z.boolean(),
  homeRedirect: z.boolean(),
  isPositionsInOrder: z.boolean(),
  isAllowedViewOrdersOfAllCompanies: z.boolean(),
  isAllowedSbpPay: z.boolean(),
  isAllowedViewLegalDocuments: z.boolean(),
  chatButton: z.boolean(),
  currentPriceForUnauthorized: z.boolean(),
  numberOfShownStocks: z.number().int(),
});

export const ZChatButton = z.object({
  type: z.string(),
  link: z.string(),
  chatButtons: z.array(z.object({ type: z.string(), link: z.string(), image: z.string().optional(), hint: z.string().optional(), background: z.string().optional() })),
});

export const ZB2bAnalytics = z.object({
  enabled: z.boolean(),
  modules: z.record(z.string(), z.object({ enabled: z.boolean(), ecommerce: z.boolean().optional(), strict: z.boolean().optional() })),
});

/** The client-safe part of the site configuration (secrets such as lookup keys never leave the server). */
export const ZInfoConfig = z.object({
  chatButton: ZChatButton.nullable(),
  initialAuthMode: z.enum(["signin", "signup"]),
  defaultSort: z.string().nullable(),
  searchKeywords: z.object({ replacement: z.string(), related: z.string() }),
  b2bAnalytics: ZB2bAnalytics,
  currency: ZCurrency,
});

export const ZRegion = z.object({ id: z.number().int(), name: z.string() });
export type TRegion = z.infer<typeof ZRegion>;

/** A catalogue filter offered up front (the site's primary features). */
export const ZInfoFilter = z.object({ id: z.number().int(), name: z.string(), unit: z.string().nullable(), kind: z.enum(["numeric", "text"]), primary: z.boolean() });

export const ZInfoResponse = z.object({
  name: z.string(),
  locale: z.string(),
  locales: z.array(z.string()),
  defaultLocale: z.string(),
  currency: ZCurrency,
  settings: ZInfoSettings,
  config: ZInfoConfig,
  yandexMetrikaCounterId: z.string().nullable(),
  /** The signed-in user's region, else the site's default region. */
  region: ZRegion.nullable(),
  regions: z.array(ZRegion),
  modules: z.object({ enabled: z.boolean(), offers: z.boolean(), orderManager: z.boolean(), configurator: z.boolean() }),
  featureFlags: z.object({
    documents: z.boolean(),
    news: z.boolean(),
    orderCancel: z.boolean(),
    orderRepeat: z.boolean(),
    orderReserve: z.boolean(),
    orderReturn: z.boolean(),
    orderPayment: z.boolean(),
    orderPickup: z.boolean(),
    /** The golden club (loyalty programme) is on: /user/golden-club is in the personal area. */
    goldenClub: z.boolean(),
  }),
  filters: z.array(ZInfoFilter),
});
export type TInfoResponse = z.infer<typeof ZInfoResponse>;

/** Fields of the sign-up form (spec §3 "Configured sign-up form fields"). */
export const signupFieldNames = [
  "email",
  "emailAgreedForMarketing",
  "isIndividual",
  "password",
  "repeatPassword",
  "loyaltyCardNumber",
  "promoCode",
  "companyName",
  "inn",
  "jobPosition",
  "city",
  "regionId",
  "kindOfActivity",
  "commodityGroup",
] as const;
export type TSignupFieldName = (typeof signupFieldNames)[number];

export const ZSignupField = z.object({ name: z.enum(signupFieldNames), enabled: z.boolean(), required: z.boolean() });
export type TSignupField = z.infer<typeof ZSignupField>;

export const ZCaptchaSettings = z.object({ enabled: z.boolean(), key: z.string().nullable(), provider: z.enum(["local", "yandex", "recaptcha-enterprise"]) });

export const ZSettingsResponse = z.object({
  name: z.string(),
  host: z.string(),
  url: z.string().nullable(),
  marketUrl: z.string().nullable(),
  locales: z.array(z.string()),
  defaultLocale: z.string(),
  signup: z.object({
    captcha: ZCaptchaSettings,
    /** Registration confirms the phone by default; e-mail registration is off (spec §5). */
    registrationBy: z.enum(["phone", "email"]),
    fields: z.array(ZSignupField),
  }),
});
export type TSettingsResponse = z.infer<typeof ZSettingsResponse>;

/** The browser's visitor id (User-Uuid header): what cookie consent is kept by. */
export const ZVisitorId = z
  .string()
  .trim()
  .min(1)
  .max(100, fieldMessage("app.visitorIdTooLong"))
  .regex(/^[A-Za-z0-9_-]+$/, fieldMessage("app.visitorIdChars"));

export const ZCookieStatus = z.object({ accepted: z.boolean() });
export type TCookieStatus = z.infer<typeof ZCookieStatus>;

export const ZTranslationsParams = z.object({ locale: z.string().max(10) });

/** A message bundle: nested namespaces of strings. */
export type TMessageTree = { [key: string]: string | TMessageTree };
export const ZMessageTree: z.ZodType<TMessageTree> = z.lazy(() => z.record(z.string(), z.union([z.string(), ZMessageTree]))).meta({ id: "MessageTree" });

/** GET /api/health: the database answers (200) or not (503, in the error shape with these fields). */
export const ZHealthResponse = z.object({ status: z.literal("ok"), database: z.literal("up"), ms: z.number() });
