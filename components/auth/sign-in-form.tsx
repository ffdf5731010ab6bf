"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { BankSignInButtons } from "@/components/bank-auth/bank-sign-in-buttons";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { captchaTokenFor } from "@/lib/client/auth/captcha-token";
import { fieldErrors, noFormError, toFormError, type TFormError } from "@/lib/client/auth/form-errors";
import { useSignIn, type TSignInInput } from "@/lib/client/auth/use-sign-in";
import { CheckboxField } from "./checkbox-field";
import { FormAlert } from "./form-alert";
import { CaptchaField } from "./captcha-field";
import { LoginField } from "./login-field";
import { identifierOf, type TSignInData } from "./sign-in-data";
import { useErrorText } from "./use-error-text";
import { useFocusFirstError } from "./use-focus-first-error";
import { CodeField } from "./code-field";

type TStep = "password" | "code" | "captcha";

type TSignInFormProps = {
  data: TSignInData;
  onDataChange: (patch: Partial<TSignInData>) => void;
  /** Information to show above the form (e.g. "the password was changed"). */
  notice?: string | null;
  onSignedIn: (message: string) => void;
};

/**
 * Sign-in (spec §4): phone or e-mail with a password; the server may ask for a one-time code
 * (`step: "code"`) or the captcha (`step: "captcha"`) before it answers with a token.
 */
export function SignInForm({ data, onDataChange, notice, onSignedIn }: TSignInFormProps) {
  const t = useTranslations("authUi");
  const errorText = useErrorText();
  const signIn = useSignIn();
  const [rememberMe, setRememberMe] = useState(true);
  const [step, setStep] = useState<TStep>("password");
  const [stepMessage, setStepMessage] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [captchaToken, setCaptchaToken] = useState("");
  const [captchaKey, setCaptchaKey] = useState(0);
  const [error, setError] = useState<TFormError>(noFormError);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, error);

  const identifier = identifierOf(data);
  const identifierValue = data.kind === "phone" ? data.phone : data.email.trim();

  function missingFields(): TFormError | null {
    const errors: Record<string, string[]> = {};
    if (!identifierValue) errors[data.kind] = [t("fieldRequired")];
    if (step === "code" && !code.trim()) errors.code = [t("fieldRequired")];
    if (step !== "code" && !data.password) errors.password = [t("fieldRequired")];
    return Object.keys(errors).length ? { status: 400, message: null, errors } : null;
  }

  async function send(input: TSignInInput) {
    setError(noFormError);
    try {
      const answer = await signIn.mutateAsync(input);
      if ("authToken" in answer) {
        onSignedIn(answer.message);
        return;
      }
      setStep(answer.step);
      setStepMessage(answer.message);
      if (answer.step === "code") setCode("");
    } catch (caught) {
      setError(toFormError(caught));
      // A local captcha challenge answers once: a refused attempt needs a new question.
      if (step === "captcha") {
        setCaptchaToken("");
        setCaptchaKey((key) => key + 1);
      }
    }
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const missing = missingFields();
    if (missing) {
      setError(missing);
      return;
    }
    if (step === "code") {
      await send({ ...identifier, code: code.trim(), rememberMe });
      return;
    }
    const token = step === "captcha" ? await captchaTokenFor("signin", captchaToken || undefined) : undefined;
    await send({ ...identifier, password: data.password, rememberMe, ...(token ? { captchaToken: token } : {}) });
  }

  function backToPassword() {
    setStep("password");
    setStepMessage(null);
    setError(noFormError);
  }

  const identifierErrors = fieldErrors(error, data.kind, "login");
  const generalError = errorText(error);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={signIn.isPending || undefined}>
      {notice ? <FormAlert kind="info">{notice}</FormAlert> : null}
      {stepMessage ? <FormAlert kind="info">{stepMessage}</FormAlert> : null}
      {generalError ? <FormAlert kind="error">{generalError}</FormAlert> : null}
      {step === "code" ? (
        <>
          <CodeField label={t("code")} value={code} onChange={setCode} errors={fieldErrors(error, "code")} />
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <button type="button" className="text-primary hover:underline" onClick={() => void send({ ...identifier, rememberMe })} disabled={signIn.isPending}>
              {t("resendCode")}
            </button>
            <button type="button" className="text-primary hover:underline" onClick={backToPassword}>
              {t("changeLogin")}
            </button>
          </div>
        </>
      ) : (
        <>
          <LoginField
            kind={data.kind}
            onKindChange={(kind) => onDataChange({ kind })}
            phone={data.phone}
            email={data.email}
            onPhoneChange={(phone) => onDataChange({ phone })}
            onEmailChange={(email) => onDataChange({ email })}
            phoneErrors={data.kind === "phone" ? identifierErrors : undefined}
            emailErrors={data.kind === "email" ? identifierErrors : undefined}
            autoFocus
          />
          <TextField
            label={t("password")}
            name="password"
            type="password"
            autoComplete="current-password"
            value={data.password}
            onChange={(event) => onDataChange({ password: event.target.value })}
            errors={fieldErrors(error, "password")}
            required
          />
          {step === "captcha" ? <CaptchaField key={captchaKey} onTokenChange={setCaptchaToken} errors={fieldErrors(error, "captchaToken")} /> : null}
          <CheckboxField name="rememberMe" checked={rememberMe} onChange={setRememberMe}>
            {t("rememberMe")}
          </CheckboxField>
        </>
      )}
      <Button type="submit" pending={signIn.isPending}>
        {step === "code" ? t("confirm") : t("signIn")}
      </Button>
      {step === "password" ? <BankSignInButtons rememberMe={rememberMe} /> : null}
    </form>
  );
}
