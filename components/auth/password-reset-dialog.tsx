"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { captchaTokenFor } from "@/lib/client/auth/captcha-token";
import { fieldErrors, mapResetConfirmError, mapResetRequestError, noFormError, toFormError, type TFormError } from "@/lib/client/auth/form-errors";
import { usePasswordReset } from "@/lib/client/auth/use-password-reset";
import { normalizePhone } from "@/lib/shared/phone";
import { FormAlert } from "./form-alert";
import { CaptchaField } from "./captcha-field";
import { LoginField } from "./login-field";
import type { TSignInData } from "./sign-in-data";
import { useErrorText } from "./use-error-text";
import { useFocusFirstError } from "./use-focus-first-error";
import { CodeField } from "./code-field";
import { DevOutboxLink } from "./dev-outbox-link";
import { ResendCode } from "./resend-code";

/** The spec's reset answer code of success (1, a field error, arrives as a failed call). */
const RESET_OK = 0;

type TPasswordResetDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sign-in form's data: opening copies the phone and e-mail from it. */
  signInData: TSignInData;
  captchaEnabled: boolean;
  /** The new password is set: back to sign-in with the identifier and password filled in. */
  onConfirmed: (data: TSignInData, message: string) => void;
};

/** Spec §5: the reset sends the phone as ten digits, without +7. */
function resetPhone(phone: string): string {
  return normalizePhone(phone) ?? phone.replace(/\D/g, "");
}

/**
 * The password reset nested in the sign-in dialog (spec §4): step 0 asks for a code by phone or e-mail,
 * step 1 takes the code and the new password twice. Mounted on open, so every opening starts clean.
 */
function PasswordResetForm({ signInData, captchaEnabled, onConfirmed }: Omit<TPasswordResetDialogProps, "open" | "onOpenChange">) {
  const t = useTranslations("authUi");
  const errorText = useErrorText();
  const reset = usePasswordReset();
  const [kind, setKind] = useState(signInData.kind);
  const [phone, setPhone] = useState(signInData.phone);
  const [email, setEmail] = useState(signInData.email);
  const [step, setStep] = useState<0 | 1>(0);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<TFormError>(noFormError);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, error);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [passwordRepeat, setPasswordRepeat] = useState("");
  const [captchaToken, setCaptchaToken] = useState("");
  const [captchaKey, setCaptchaKey] = useState(0);

  const identifierValue = kind === "phone" ? phone : email.trim();
  const identifier = kind === "phone" ? { phone: resetPhone(phone) } : { email: email.trim() };
  const canSubmit = step === 0 ? Boolean(identifierValue) : Boolean(identifierValue && code.trim() && password && passwordRepeat);

  async function requestCode(): Promise<boolean> {
    const token = captchaEnabled ? await captchaTokenFor("password_reset", captchaToken || undefined) : undefined;
    try {
      const answer = await reset.mutateAsync({ ...identifier, ...(token ? { captchaToken: token } : {}) });
      if (answer.errorCode !== RESET_OK) return false;
      setStep(1);
      setMessage(answer.message);
      return true;
    } catch (caught) {
      setError(mapResetRequestError(toFormError(caught), kind));
      if (captchaEnabled) {
        setCaptchaToken("");
        setCaptchaKey((key) => key + 1);
      }
      return false;
    }
  }

  /** A new code to the same phone or e-mail; with the captcha on, step 0 asks for it again first. */
  async function resendCode(): Promise<boolean> {
    if (captchaEnabled) {
      backToStep0();
      return false;
    }
    setError(noFormError);
    return requestCode();
  }

  async function confirm() {
    try {
      const answer = await reset.mutateAsync({ ...identifier, code: code.trim(), password, repeatPassword: passwordRepeat });
      onConfirmed({ kind, phone, email, password }, answer.message);
    } catch (caught) {
      setError(mapResetConfirmError(toFormError(caught)));
    }
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!canSubmit || reset.isPending) return;
    setError(noFormError);
    if (step === 0) await requestCode();
    else await confirm();
  }

  function backToStep0() {
    setStep(0);
    setMessage(null);
    setError(noFormError);
  }

  const generalError = errorText(error);
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={reset.isPending || undefined}>
      {step === 0 ? <p className="text-sm text-muted">{t("resetHint")}</p> : null}
      {message ? <FormAlert kind="info">{message}</FormAlert> : null}
      {generalError ? <FormAlert kind="error">{generalError}</FormAlert> : null}
      {step === 0 ? (
        <>
          <LoginField
            kind={kind}
            onKindChange={setKind}
            phone={phone}
            email={email}
            onPhoneChange={setPhone}
            onEmailChange={setEmail}
            phoneErrors={fieldErrors(error, "phone")}
            emailErrors={fieldErrors(error, "email")}
            autoFocus
          />
          {captchaEnabled ? <CaptchaField key={captchaKey} onTokenChange={setCaptchaToken} errors={fieldErrors(error, "captchaToken")} /> : null}
        </>
      ) : (
        <>
          <CodeField label={t("code")} value={code} onChange={setCode} errors={fieldErrors(error, "code", kind)} />
          <TextField
            label={t("newPassword")}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            errors={fieldErrors(error, "password")}
            hint={t("passwordRules")}
            required
          />
          <TextField
            label={t("passwordRepeat")}
            name="passwordRepeat"
            type="password"
            autoComplete="new-password"
            value={passwordRepeat}
            onChange={(event) => setPasswordRepeat(event.target.value)}
            errors={fieldErrors(error, "passwordRepeat")}
            required
          />
        </>
      )}
      <Button type="submit" pending={reset.isPending} disabled={!canSubmit}>
        {step === 0 ? t("sendCode") : t("savePassword")}
      </Button>
      {step === 1 ? (
        <div className="flex flex-col items-start gap-2">
          <ResendCode onResend={resendCode} disabled={reset.isPending} />
          <button type="button" onClick={backToStep0} className="text-sm text-primary hover:underline">
            {t("changeLogin")}
          </button>
          <DevOutboxLink />
        </div>
      ) : null}
    </form>
  );
}

export function PasswordResetDialog({ open, onOpenChange, ...formProps }: TPasswordResetDialogProps) {
  const t = useTranslations("authUi");
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("resetTitle")}>
      {open ? <PasswordResetForm {...formProps} /> : null}
    </Dialog>
  );
}
