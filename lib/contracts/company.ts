import { z } from "zod";
import { fieldMessage } from "./field-message";
import { ZCompanyAddress, ZMemberRole } from "./user";

/** My company: the active company's delivery addresses and members (GET /api/v1/user/company has the rest). */

const addressText = z.string({ error: fieldMessage("common.addressRequired") }).trim().min(5, fieldMessage("common.addressMin5")).max(500, fieldMessage("common.address500"));
/** Trimmed; an empty string or null clears the field. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: fieldMessage("common.string") })
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => (v === "" ? null : v));

// GET /api/v1/company/addresses — the default first, then oldest first
export const ZDeliveryAddressList = z.object({ items: z.array(ZCompanyAddress) });
export type TDeliveryAddressList = z.infer<typeof ZDeliveryAddressList>;
export type TDeliveryAddress = z.infer<typeof ZCompanyAddress>;

// POST /api/v1/company/addresses — the company's first address becomes its default
export const ZCreateDeliveryAddressRequest = z.object({
  address: addressText,
  city: optionalText(100, fieldMessage("common.cityMax")),
  comment: optionalText(500, fieldMessage("common.comment500")),
  isDefault: z.boolean({ error: fieldMessage("common.boolean") }).optional(),
});
export type TCreateDeliveryAddressRequest = z.infer<typeof ZCreateDeliveryAddressRequest>;
/** What a client sends (before the server's trimming). */
export type TCreateDeliveryAddressBody = z.input<typeof ZCreateDeliveryAddressRequest>;

// PUT /api/v1/company/addresses/{id} — the fields sent change; `isDefault: true` makes it the default
export const ZUpdateDeliveryAddressRequest = z
  .object({
    address: addressText.optional(),
    city: optionalText(100, fieldMessage("common.cityMax")),
    comment: optionalText(500, fieldMessage("common.comment500")),
    isDefault: z.literal(true, { error: fieldMessage("company.defaultAddress") }).optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), { message: fieldMessage("company.nothingToChange"), path: ["address"] });
export type TUpdateDeliveryAddressRequest = z.infer<typeof ZUpdateDeliveryAddressRequest>;
export type TUpdateDeliveryAddressBody = z.input<typeof ZUpdateDeliveryAddressRequest>;

// GET /api/v1/company/members — the people of the active company and their roles
export const ZCompanyMember = z.object({
  id: z.number().int(),
  /** "Фамилия Имя", else the e-mail, else the phone. */
  name: z.string(),
  email: z.string().nullable(),
  /** E.164. */
  phone: z.string().nullable(),
  role: ZMemberRole,
  /** The caller. */
  isMe: z.boolean(),
});
export type TCompanyMember = z.infer<typeof ZCompanyMember>;

export const ZCompanyMembers = z.object({
  items: z.array(ZCompanyMember),
  /** The caller may invite colleagues (an Administrator of the company). */
  canInvite: z.boolean(),
});
export type TCompanyMembers = z.infer<typeof ZCompanyMembers>;
