import type { TSignUpInput } from "@/lib/client/auth/use-sign-up";
import { isFieldShown, type TSignupFieldConfig } from "@/lib/client/auth/sign-up-fields";
import type { TSignupFieldName } from "@/lib/contracts/app";

/** The sign-up form's data (spec §3 "Sign-up payload"); text fields as typed, flags as booleans. */
export type TSignUpData = {
  isIndividual: boolean;
  lastname: string;
  firstname: string;
  email: string;
  phone: string;
  password: string;
  repeatPassword: string;
  regionId: string;
  city: string;
  companyName: string;
  inn: string;
  jobPosition: string;
  kindOfActivity: string;
  commodityGroup: string;
  loyaltyCardNumber: string;
  promoCode: string;
  /** Spec §3: both default to true; the terms must be ticked by the buyer. */
  emailAgreedForMarketing: boolean;
  agreeForProcessingData: boolean;
  agreedForTerms: boolean;
};

export const emptySignUpData: TSignUpData = {
  isIndividual: false,
  lastname: "",
  firstname: "",
  email: "",
  phone: "",
  password: "",
  repeatPassword: "",
  regionId: "",
  city: "",
  companyName: "",
  inn: "",
  jobPosition: "",
  kindOfActivity: "",
  commodityGroup: "",
  loyaltyCardNumber: "",
  promoCode: "",
  emailAgreedForMarketing: true,
  agreeForProcessingData: true,
  agreedForTerms: false,
};

/** Configured text fields of step 1, in the order the form shows them. */
export const accountTextFields = [
  "email",
  "password",
  "repeatPassword",
  "regionId",
  "city",
  "companyName",
  "inn",
  "jobPosition",
  "kindOfActivity",
  "commodityGroup",
  "loyaltyCardNumber",
  "promoCode",
] as const satisfies readonly (TSignupFieldName & keyof TSignUpData)[];

/** The step-1 body: shown fields that hold something, the buyer kind and the agreements. */
export function accountStepBody(data: TSignUpData, config: TSignupFieldConfig, options: { phoneShown: boolean }): TSignUpInput {
  const body: TSignUpInput = {
    step: 1,
    isIndividual: data.isIndividual,
    agreeForProcessingData: data.agreeForProcessingData,
    agreedForTerms: data.agreedForTerms,
  };
  if (config.emailAgreedForMarketing.enabled) body.emailAgreedForMarketing = data.emailAgreedForMarketing;
  if (data.lastname.trim()) body.lastname = data.lastname.trim();
  if (data.firstname.trim()) body.firstname = data.firstname.trim();
  if (options.phoneShown && data.phone.trim()) body.phone = data.phone.trim();
  for (const name of accountTextFields) {
    if (!isFieldShown(config, name, data.isIndividual)) continue;
    const value = name === "password" || name === "repeatPassword" ? data[name] : data[name].trim();
    if (!value) continue;
    if (name === "regionId") body.regionId = Number(value);
    else body[name] = value;
  }
  return body;
}

/** Required fields left empty (checked before any call, so the buyer sees them at once). */
export function missingAccountFields(data: TSignUpData, config: TSignupFieldConfig, options: { phoneRequired: boolean }): string[] {
  const missing: string[] = accountTextFields.filter((name) => isFieldShown(config, name, data.isIndividual) && config[name].required && !data[name].trim());
  if (options.phoneRequired && !data.phone.trim()) missing.unshift("phone");
  return missing;
}
