import "server-only";
import { z } from "zod";

/** What step 1 validated, kept with the code (and then with the step-3 token) until the account exists. */
export const ZSignUpPayload = z.object({
  email: z.string(),
  phone: z.string().nullable(),
  passwordHash: z.string(),
  regionId: z.number().int(),
  isIndividual: z.boolean(),
  emailAgreedForMarketing: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  middleName: z.string().nullable(),
  name: z.string().nullable(),
  companyName: z.string().nullable(),
  inn: z.string().nullable(),
  city: z.string().nullable(),
  position: z.string().nullable(),
  kindOfActivity: z.string().nullable(),
  commodityGroup: z.string().nullable(),
  loyaltyCardNumber: z.string().nullable(),
  promoCode: z.string().nullable(),
});
export type TSignUpPayload = z.infer<typeof ZSignUpPayload>;

/** The stored payload, or null when the row was not written by sign-up step 1. */
export function readSignUpPayload(value: unknown): TSignUpPayload | null {
  const parsed = ZSignUpPayload.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The person's display name: "Фамилия Имя Отчество", else the single name field. */
export function personName(payload: Pick<TSignUpPayload, "lastName" | "firstName" | "middleName" | "name">): string | null {
  const full = [payload.lastName, payload.firstName, payload.middleName].filter(Boolean).join(" ");
  return full || payload.name || null;
}
