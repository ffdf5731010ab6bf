import { z } from "zod";
import { fieldMessage } from "./field-message";
import { ZRegion } from "./app";

/** The signed-in user's own calls: current user, companies, profile, avatar, notifications, cards, deletion. */

/** An id in a JSON body or a path: a positive integer, also accepted as a numeric string. */
export const ZId = z.coerce
  .number({ error: fieldMessage("common.id") })
  .int(fieldMessage("common.id"))
  .positive(fieldMessage("common.id"))
  .max(2_147_483_647, fieldMessage("common.id"));

export const ZIdRequest = z.object({ id: ZId });
export type TIdRequest = z.infer<typeof ZIdRequest>;
export const ZIdParams = z.object({ id: ZId });

export const ZSuccess = z.object({ success: z.literal(true) });
export type TSuccess = z.infer<typeof ZSuccess>;

export const memberRoles = ["Administrator", "Manager", "buyer"] as const;
export const ZMemberRole = z.enum(memberRoles);

// POST /api/v2/user/set-region — answer: the new region
export const ZSetRegionResponse = z.object({ region: ZRegion });
export type TSetRegionResponse = z.infer<typeof ZSetRegionResponse>;

export const ZInformationMessage = z.object({ id: z.number().int(), text: z.string(), createdAt: z.string() });

// GET /api/v1/user/current-user
export const ZCurrentUser = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** How the user is shown to others and in the header: full name, else e-mail, else phone. */
  publicIdentity: z.string(),
  /** E.164: "+79000000001". */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  /** The user's position (job title) — the spec's name for it. */
  Group: z.string().nullable(),
  region: ZRegion.nullable(),
  regionId: z.number().int().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  /** The user's role in the active company. */
  role: ZMemberRole.nullable(),
  hasMultiCompany: z.boolean(),
  multipleCompanies: z.boolean(),
  isIndividual: z.boolean(),
  avatar: z.string().nullable(),
  /** Active information messages the user has not closed, newest first. */
  informationMessages: z.array(ZInformationMessage),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/** Money in answers: a decimal string of roubles, two decimals, no grouping: "1234.50". */
export const ZMoney = z.string().regex(/^-?\d+\.\d{2}$/);

export const ZLegalEntity = z.object({
  id: z.number().int(),
  inn: z.string(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  name: z.string(),
  address: z.string().nullable(),
});

export const ZManager = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The photo's address (/media/manager/…), null: the help menu shows the initials. */
  photo: z.string().nullable(),
});

export const ZCompanyAddress = z.object({ id: z.number().int(), address: z.string(), city: z.string().nullable(), comment: z.string().nullable(), isDefault: z.boolean() });

// GET /api/v1/user/company — the active company
export const ZCompanyInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  isIndividual: z.boolean(),
  role: ZMemberRole,
  priceType: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  creditSum: ZMoney,
  receivables: ZMoney,
  overdueReceivables: ZMoney,
  /** Days the oldest overdue debt is late. */
  overdueDuration: z.number().int(),
  deferralDays: z.number().int(),
  balance: ZMoney,
  bonus: ZMoney,
  legalEntities: z.array(ZLegalEntity),
  managers: z.array(ZManager),
  deliveryAddresses: z.array(ZCompanyAddress),
});
export type TCompanyInfo = z.infer<typeof ZCompanyInfo>;

/** Fields a company-list item may carry besides id and name (`fields=inn,balance`). */
export const companyListFields = ["isIndividual", "isActive", "role", "inn", "priceType", "balance", "bonus", "creditSum"] as const;
export type TCompanyListField = (typeof companyListFields)[number];

const ZPage = z.coerce.number({ error: fieldMessage("common.page") }).int().min(1).max(100_000).default(1);
const ZPerPage = z.coerce.number({ error: fieldMessage("common.perPage") }).int().min(1).max(100).default(20);

// GET /api/v1/user/company-list?page&per-page&filters[name]&fields
export const ZCompanyListQuery = z
  .object({
    page: ZPage,
    "per-page": ZPerPage,
    "filters[name]": z.string().trim().max(200).optional(),
    fields: z
      .string()
      .max(500)
      .optional()
      .transform((value, ctx) => {
        const names = (value ?? "").split(",").map((f) => f.trim()).filter(Boolean);
        const allowed: readonly string[] = ["id", "name", ...companyListFields];
        const unknown = names.filter((f) => !allowed.includes(f));
        if (unknown.length) ctx.addIssue({ code: "custom", message: fieldMessage("user.unknownFields", { unknown: unknown.join(", "), allowed: allowed.join(", ") }) });
        return names.filter((f): f is TCompanyListField => (companyListFields as readonly string[]).includes(f));
      }),
  })
  .transform((q) => ({ page: q.page, perPage: q["per-page"], name: q["filters[name]"] || undefined, fields: q.fields }));
export type TCompanyListQuery = z.infer<typeof ZCompanyListQuery>;

export const ZCompanyListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  isIndividual: z.boolean().optional(),
  /** The user's active company. */
  isActive: z.boolean().optional(),
  role: ZMemberRole.optional(),
  /** INN of the company's first legal entity. */
  inn: z.string().nullable().optional(),
  priceType: z.string().nullable().optional(),
  balance: ZMoney.optional(),
  bonus: ZMoney.optional(),
  creditSum: ZMoney.optional(),
});
export type TCompanyListItem = z.infer<typeof ZCompanyListItem>;

export const ZListMeta = z.object({ currentPage: z.number().int(), pageCount: z.number().int(), totalCount: z.number().int(), perPage: z.number().int() });

export const ZCompanyListResponse = z.object({ items: z.array(ZCompanyListItem), meta: ZListMeta });
export type TCompanyListResponse = z.infer<typeof ZCompanyListResponse>;

// POST /api/v1/user/set-company — answer: the now active company
export const ZSetCompanyResponse = z.object({ company: z.object({ id: z.number().int(), name: z.string() }) });
export type TSetCompanyResponse = z.infer<typeof ZSetCompanyResponse>;

export const genders = ["female", "male"] as const;

// GET /api/v1/profile
export const ZProfile = z.object({
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  region: ZRegion.nullable(),
  regionId: z.number().int().nullable(),
  city: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  emailAgreedForMarketing: z.boolean(),
  avatar: z.string().nullable(),
  /** False for accounts made through bank sign-in: a first password needs no current one. */
  hasPassword: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** A text field of a form: trimmed; an empty string or null clears it. */
const ZClearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fieldMessage("common.maxChars", { max }))
    .nullable()
    .optional()
    .transform((v) => (v === "" ? null : v));

const ZFormFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])])
  .transform((value) => value === true || value === 1 || value === "1" || value === "true");

// POST /api/v1/profile/update — every field optional: absent means unchanged
/**
 * A password change sends newPassword and repeatNewPassword, and currentPassword when the account has
 * a password. Password rules (length, common passwords) and the current password are checked by the
 * service, so every problem comes back as a field error in the buyer's language.
 */
export const ZProfileUpdateRequest = z.object({
  lastName: ZClearableText(100),
  firstName: ZClearableText(100),
  middleName: ZClearableText(100),
  gender: z
    .union([z.enum(genders), z.literal(""), z.null()])
    .optional()
    .transform((v) => (v === "" ? null : v)),
  /** A region id of this site (the region of the profile form). */
  region: z.preprocess((v) => (v === "" ? null : v), ZId.nullable().optional()),
  city: ZClearableText(100),
  emailAgreedForMarketing: ZFormFlag.optional(),
  newPassword: z.string().max(200).optional(),
  repeatNewPassword: z.string().max(200).optional(),
  currentPassword: z.string().max(200).optional(),
});
export type TProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequest>;

// POST /api/v1/profile/avatar (multipart, field `data`)
export const ZAvatarResponse = z.object({ avatar: z.string() });
export type TAvatarResponse = z.infer<typeof ZAvatarResponse>;

/**
 * Notification settings: what the user hears about and how. Unknown keys are refused (400), absent
 * keys keep their value; GET always returns every key.
 */
export const notificationSettingDefaults = {
  /** A new order of the user's (placed by them or, for a company's manager, by the company) by e-mail. */
  orderPlacedEmail: true,
  /** A new order by SMS. */
  orderPlacedSms: false,
  /** Order status changes by e-mail. */
  orderStatusEmail: true,
  /** Order status changes by SMS. */
  orderStatusSms: false,
  /** New documents (invoices, delivery notes) by e-mail. */
  documentsEmail: true,
  /** Reminders of unpaid invoices by e-mail. */
  paymentReminderEmail: true,
  /** The seller's news and promotions by e-mail. */
  newsEmail: false,
  /** Price changes of products in the user's specifications by e-mail. */
  priceChangesEmail: false,
} as const;
export type TNotificationSettingKey = keyof typeof notificationSettingDefaults;

export const ZNotificationSettings = z.object({
  orderPlacedEmail: z.boolean(),
  orderPlacedSms: z.boolean(),
  orderStatusEmail: z.boolean(),
  orderStatusSms: z.boolean(),
  documentsEmail: z.boolean(),
  paymentReminderEmail: z.boolean(),
  newsEmail: z.boolean(),
  priceChangesEmail: z.boolean(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/** Some of the settings; a key that is not a setting is a field error of that key. */
export const ZNotificationSettingsUpdate = ZNotificationSettings.partial()
  .loose()
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (!(key in notificationSettingDefaults)) ctx.addIssue({ code: "custom", path: [key], message: fieldMessage("user.unknownNotificationSetting") });
    }
  })
  .transform((value) => {
    const out: Partial<TNotificationSettings> = {};
    for (const key of Object.keys(notificationSettingDefaults) as TNotificationSettingKey[]) {
      const setting = value[key];
      if (typeof setting === "boolean") out[key] = setting;
    }
    return out;
  });
export type TNotificationSettingsUpdate = z.infer<typeof ZNotificationSettingsUpdate>;

// GET /api/v1/payment/bindings
export const ZPaymentBinding = z.object({
  id: z.number().int(),
  /** "220220******1234". */
  maskedPan: z.string(),
  /** "MIR", "VISA", "MASTERCARD". */
  paymentSystem: z.string(),
  /** "MM/YY". */
  expiry: z.string(),
});
export type TPaymentBinding = z.infer<typeof ZPaymentBinding>;

export const ZPaymentBindingsResponse = z.object({ items: z.array(ZPaymentBinding) });
export type TPaymentBindingsResponse = z.infer<typeof ZPaymentBindingsResponse>;
