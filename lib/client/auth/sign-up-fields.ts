import { signupFieldNames, type TSignupField, type TSignupFieldName } from "@/lib/contracts/app";

/** Spec §5: always required, whatever the site's settings say. */
const alwaysRequired: readonly TSignupFieldName[] = ["email", "password", "repeatPassword", "regionId"];

/** Fields about the company: not asked of an individual. */
export const companyOnlyFields: readonly TSignupFieldName[] = ["companyName", "inn", "jobPosition", "kindOfActivity", "commodityGroup"];

export type TSignupFieldConfig = Record<TSignupFieldName, { enabled: boolean; required: boolean }>;

/**
 * The form's fields from GET /api/v2/settings `signup.fields`. Without settings (spec §6: a 401 or 404 is
 * empty settings) the form falls back to the spec's list with the loyalty card and promo code off.
 */
export function signupFieldConfig(fields: TSignupField[] | null | undefined): TSignupFieldConfig {
  const byName = new Map((fields ?? []).map((field) => [field.name, field]));
  const config = {} as TSignupFieldConfig;
  for (const name of signupFieldNames) {
    const given = byName.get(name);
    const isRequired = alwaysRequired.includes(name);
    const enabled = isRequired || (given ? given.enabled : name !== "loyaltyCardNumber" && name !== "promoCode");
    config[name] = { enabled, required: isRequired || (enabled && Boolean(given?.required)) };
  }
  return config;
}

/** Whether a field is shown for this kind of buyer. */
export function isFieldShown(config: TSignupFieldConfig, name: TSignupFieldName, isIndividual: boolean): boolean {
  return config[name].enabled && !(isIndividual && companyOnlyFields.includes(name));
}
