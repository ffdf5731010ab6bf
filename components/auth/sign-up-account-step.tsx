"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { TextField } from "@/components/ui/text-field";
import type { TRegion } from "@/lib/contracts/app";
import { fieldErrors, type TFormError } from "@/lib/client/auth/form-errors";
import { formatPhoneInput, PHONE_PLACEHOLDER } from "@/lib/client/auth/phone-input";
import { isFieldShown, type TSignupFieldConfig } from "@/lib/client/auth/sign-up-fields";
import { CheckboxField } from "./checkbox-field";
import { CaptchaField } from "./captcha-field";
import { SelectField } from "./select-field";
import type { TSignUpData } from "./sign-up-data";

type TAccountStepProps = {
  data: TSignUpData;
  onChange: (patch: Partial<TSignUpData>) => void;
  config: TSignupFieldConfig;
  regions: TRegion[];
  phoneRequired: boolean;
  captchaEnabled: boolean;
  captchaKey: number;
  onCaptchaToken: (token: string) => void;
  error: TFormError;
  onFindCompany: () => void;
};

type TTextName = "city" | "companyName" | "inn" | "jobPosition" | "kindOfActivity" | "commodityGroup" | "loyaltyCardNumber" | "promoCode";

const linkClass = "text-primary underline hover:no-underline";

/** Sign-up step 1: who signs up, contacts, password, region, the configured fields and the agreements. */
export function SignUpAccountStep({ data, onChange, config, regions, phoneRequired, captchaEnabled, captchaKey, onCaptchaToken, error, onFindCompany }: TAccountStepProps) {
  const t = useTranslations("authUi");
  const kindName = useId();
  const shown = (name: Parameters<typeof isFieldShown>[1]) => isFieldShown(config, name, data.isIndividual);

  const textField = (name: TTextName, extra: Partial<React.ComponentProps<typeof TextField>> = {}) =>
    shown(name) ? (
      <TextField
        key={name}
        label={t(`field.${name}`)}
        name={name}
        value={data[name]}
        onChange={(event) => onChange({ [name]: event.target.value })}
        errors={fieldErrors(error, name)}
        required={config[name].required}
        {...extra}
      />
    ) : null;

  return (
    <div className="flex flex-col gap-4">
      {config.isIndividual.enabled ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t("buyerKind")}</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input type="radio" name={kindName} checked={!data.isIndividual} onChange={() => onChange({ isIndividual: false })} className="accent-primary" />
              {t("buyerCompany")}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name={kindName} checked={data.isIndividual} onChange={() => onChange({ isIndividual: true })} className="accent-primary" />
              {t("buyerIndividual")}
            </label>
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("field.lastname")} name="lastname" autoComplete="family-name" value={data.lastname} onChange={(event) => onChange({ lastname: event.target.value })} errors={fieldErrors(error, "lastname")} />
        <TextField label={t("field.firstname")} name="firstname" autoComplete="given-name" value={data.firstname} onChange={(event) => onChange({ firstname: event.target.value })} errors={fieldErrors(error, "firstname")} />
        <TextField
          label={t("phone")}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={PHONE_PLACEHOLDER}
          value={data.phone}
          onChange={(event) => onChange({ phone: formatPhoneInput(event.target.value) })}
          errors={fieldErrors(error, "phone")}
          required={phoneRequired}
        />
        <TextField
          label={t("email")}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={data.email}
          onChange={(event) => onChange({ email: event.target.value })}
          errors={fieldErrors(error, "email")}
          required
        />
        <TextField
          label={t("password")}
          name="password"
          type="password"
          autoComplete="new-password"
          value={data.password}
          onChange={(event) => onChange({ password: event.target.value })}
          errors={fieldErrors(error, "password")}
          hint={t("passwordRules")}
          required
        />
        <TextField
          label={t("passwordRepeat")}
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          value={data.repeatPassword}
          onChange={(event) => onChange({ repeatPassword: event.target.value })}
          errors={fieldErrors(error, "repeatPassword")}
          required
        />
        <SelectField
          label={t("field.regionId")}
          name="regionId"
          value={data.regionId}
          onChange={(event) => onChange({ regionId: event.target.value })}
          options={regions.map((region) => ({ value: String(region.id), label: region.name }))}
          placeholder={t("regionPlaceholder")}
          errors={fieldErrors(error, "regionId")}
          required
        />
        {textField("city", { autoComplete: "address-level2" })}
        {textField("companyName", { autoComplete: "organization" })}
        {shown("inn") ? (
          <div className="flex flex-col gap-1">
            {textField("inn", { inputMode: "numeric", autoComplete: "off" })}
            <button type="button" onClick={onFindCompany} className="self-start text-sm text-primary hover:underline">
              {t("findCompany")}
            </button>
          </div>
        ) : null}
        {textField("jobPosition", { autoComplete: "organization-title" })}
        {textField("kindOfActivity")}
        {textField("commodityGroup")}
        {textField("loyaltyCardNumber", { autoComplete: "off" })}
        {textField("promoCode", { autoComplete: "off" })}
      </div>
      {captchaEnabled ? <CaptchaField key={captchaKey} onTokenChange={onCaptchaToken} errors={fieldErrors(error, "captchaToken")} /> : null}
      <div className="flex flex-col gap-2">
        <CheckboxField name="agreedForTerms" checked={data.agreedForTerms} onChange={(agreedForTerms) => onChange({ agreedForTerms })} errors={fieldErrors(error, "agreedForTerms")} required>
          {t.rich("agreeTerms", {
            terms: (chunks) => (
              <a href="/content/reglament" target="_blank" rel="noopener" className={linkClass}>
                {chunks}
              </a>
            ),
          })}
        </CheckboxField>
        <CheckboxField
          name="agreeForProcessingData"
          checked={data.agreeForProcessingData}
          onChange={(agreeForProcessingData) => onChange({ agreeForProcessingData })}
          errors={fieldErrors(error, "agreeForProcessingData")}
          required
        >
          {t.rich("agreePrivacy", {
            privacy: (chunks) => (
              <a href="/content/politika-sbora-personalnykh-dannykh" target="_blank" rel="noopener" className={linkClass}>
                {chunks}
              </a>
            ),
          })}
        </CheckboxField>
        {config.emailAgreedForMarketing.enabled ? (
          <CheckboxField name="emailAgreedForMarketing" checked={data.emailAgreedForMarketing} onChange={(emailAgreedForMarketing) => onChange({ emailAgreedForMarketing })}>
            {t("field.emailAgreedForMarketing")}
          </CheckboxField>
        ) : null}
      </div>
    </div>
  );
}
