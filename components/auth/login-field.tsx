"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { TextField } from "@/components/ui/text-field";
import { formatPhoneInput, PHONE_PLACEHOLDER } from "@/lib/client/auth/phone-input";

export type TLoginKind = "phone" | "email";

type TLoginFieldProps = {
  kind: TLoginKind;
  onKindChange: (kind: TLoginKind) => void;
  phone: string;
  email: string;
  onPhoneChange: (phone: string) => void;
  onEmailChange: (email: string) => void;
  phoneErrors?: string[];
  emailErrors?: string[];
  /** Focus the field when the dialog opens. */
  autoFocus?: boolean;
};

/** Sign-in by phone (the default) or by e-mail: a two-way switch and the matching field. */
export function LoginField({ kind, onKindChange, phone, email, onPhoneChange, onEmailChange, phoneErrors, emailErrors, autoFocus }: TLoginFieldProps) {
  const t = useTranslations("authUi");
  const name = useId();
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-1">
        <legend className="sr-only">{t("loginBy")}</legend>
        <div className="inline-flex w-fit rounded-md border border-line p-0.5 text-sm">
          {(["phone", "email"] as const).map((option) => (
            <label
              key={option}
              className={`cursor-pointer rounded px-3 py-1.5 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${kind === option ? "bg-primary text-white" : "text-ink hover:bg-primary-light"}`}
            >
              <input type="radio" name={name} value={option} checked={kind === option} onChange={() => onKindChange(option)} className="sr-only" />
              {option === "phone" ? t("byPhone") : t("byEmail")}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "phone" ? (
        <TextField
          label={t("phone")}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={PHONE_PLACEHOLDER}
          value={phone}
          onChange={(event) => onPhoneChange(formatPhoneInput(event.target.value))}
          errors={phoneErrors}
          autoFocus={autoFocus}
          required
        />
      ) : (
        <TextField
          label={t("email")}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          errors={emailErrors}
          autoFocus={autoFocus}
          required
        />
      )}
    </div>
  );
}
