"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { closeAuth, closeAuthTool, openAuthTool, switchAuth } from "@/lib/client/auth/auth-history";
import { forgetBankSignUpPrefill, readBankSignUpPrefill } from "@/lib/client/auth/bank-sign-up-prefill";
import { captchaTokenFor } from "@/lib/client/auth/captcha-token";
import { fieldErrors, mapSignUpError, noFormError, toFormError, type TFormError } from "@/lib/client/auth/form-errors";
import { signupFieldConfig } from "@/lib/client/auth/sign-up-fields";
import { useAppInfo, useSiteSettings } from "@/lib/client/auth/use-app-config";
import { useAuthHistory } from "@/lib/client/auth/use-auth-history";
import { useSignUp, type TSignUpInput } from "@/lib/client/auth/use-sign-up";
import type { TSignUpResponse } from "@/lib/contracts/auth";
import { formatPhoneInput } from "@/lib/client/auth/phone-input";
import { CompanySearchDialog } from "./company-search-dialog";
import { FormAlert } from "./form-alert";
import { trackAction } from "@/lib/client/web-analytics";
import { SignUpAccountStep } from "./sign-up-account-step";
import { SignUpCompanyStep, type TRequisites } from "./sign-up-company-step";
import { accountStepBody, emptySignUpData, missingAccountFields, type TSignUpData } from "./sign-up-data";
import { useErrorText } from "./use-error-text";
import { useFocusFirstError } from "./use-focus-first-error";
import { CodeField } from "./code-field";
import { DevOutboxLink } from "./dev-outbox-link";
import { ResendCode } from "./resend-code";

type TStep = 1 | 2 | 3;

type TSignUpDialogProps = {
  /** Signed in (after step 2 for an individual, step 3 for a company); the contacts go to the sign-in form. */
  onSignedIn: (message: string, contacts: { phone: string; email: string }) => void;
};

/** Fields each step shows: server errors of other fields are read out in the general message. */
const fieldsOfStep: Record<TStep, readonly string[] | null> = { 1: null, 2: ["code"], 3: ["companyName", "company", "inn", "companyRequisites"] };

function textsOfOtherFields(error: TFormError, shown: readonly string[] | null): string[] {
  if (!shown) return [];
  return Object.entries(error.errors)
    .filter(([field]) => !shown.includes(field))
    .flatMap(([, texts]) => texts);
}

/** A bank sign-in that found no account sends the person here with what the bank knows about them. */
function initialSignUpData(): TSignUpData {
  const prefill = readBankSignUpPrefill();
  if (!prefill) return emptySignUpData;
  return {
    ...emptySignUpData,
    email: prefill.email ?? "",
    phone: prefill.phone ? formatPhoneInput(prefill.phone) : "",
    firstname: prefill.firstname ?? prefill.name ?? "",
    lastname: prefill.lastname ?? "",
  };
}

/**
 * Sign-up in three steps (spec §4): the account (configured fields), the code sent to the phone or
 * e-mail, then for a company its name, INN and requisites. Back to step 1 keeps what was typed.
 */
export function SignUpDialog({ onSignedIn }: TSignUpDialogProps) {
  const t = useTranslations("authUi");
  const errorText = useErrorText();
  const settings = useSiteSettings();
  const info = useAppInfo();
  const signUp = useSignUp();
  const { openedAuthTool } = useAuthHistory();

  const [step, setStep] = useState<TStep>(1);
  const [data, setData] = useState<TSignUpData>(initialSignUpData);
  const [stepMessage, setStepMessage] = useState<string | null>(null);
  const [error, setError] = useState<TFormError>(noFormError);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, error);
  const [code, setCode] = useState("");
  const [token, setToken] = useState("");
  const [requisites, setRequisites] = useState<TRequisites | null>(null);
  const [captchaToken, setCaptchaToken] = useState("");
  const [captchaKey, setCaptchaKey] = useState(0);

  const config = signupFieldConfig(settings.data?.signup.fields);
  const captchaEnabled = Boolean(settings.data?.signup.captcha.enabled);
  const phoneRequired = (settings.data?.signup.registrationBy ?? "phone") === "phone";
  // The visitor's region is preselected until another is chosen.
  const effective: TSignUpData = { ...data, regionId: data.regionId || String(info.data?.region?.id ?? "") };

  const change = (patch: Partial<TSignUpData>) => setData((current) => ({ ...current, ...patch }));

  /** Back to step 1 with every field as the buyer left it (a fresh captcha: its answer counts once). */
  function backToStep1() {
    setStep(1);
    setStepMessage(null);
    setError(noFormError);
    setCode("");
    setToken("");
    setCaptchaToken("");
  }

  function finish(answer: TSignUpResponse) {
    if ("authToken" in answer) {
      forgetBankSignUpPrefill();
      trackAction({ type: "signUpSuccess" });
      onSignedIn(answer.message, { phone: effective.phone, email: effective.email.trim() });
      return;
    }
    setError(noFormError);
    setStepMessage(answer.message);
    if (answer.step === 2) {
      setStep(2);
      setCode("");
      return;
    }
    // Step 2 of a company: step 3 goes on with the returned token (isIndividual is 0 from here).
    setToken(answer.token);
    setData((current) => ({ ...current, isIndividual: false }));
    setStep(3);
  }

  async function send(body: TSignUpInput): Promise<boolean> {
    setError(noFormError);
    try {
      finish(await signUp.mutateAsync(body));
      return true;
    } catch (caught) {
      setError(mapSignUpError(toFormError(caught)));
      if (step === 1 && captchaEnabled) {
        setCaptchaToken("");
        setCaptchaKey((key) => key + 1);
      }
      return false;
    }
  }

  /** Step 1 again with the same data sends a new code; with the captcha on, step 1 asks for it first. */
  async function resendCode(): Promise<boolean> {
    if (captchaEnabled) {
      backToStep1();
      return false;
    }
    return send(accountStepBody(effective, config, { phoneShown: true }));
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (signUp.isPending) return;
    if (step === 1) {
      const missing = missingAccountFields(effective, config, { phoneRequired });
      const errors: Record<string, string[]> = Object.fromEntries(missing.map((name) => [name, [t("fieldRequired")]]));
      if (!effective.agreedForTerms) errors.agreedForTerms = [t("acceptTerms")];
      if (!effective.agreeForProcessingData) errors.agreeForProcessingData = [t("acceptPrivacy")];
      if (Object.keys(errors).length) {
        setError({ status: 400, message: t("checkFields"), errors });
        return;
      }
      const webToken = captchaEnabled ? await captchaTokenFor("signup", captchaToken || undefined) : undefined;
      await send({ ...accountStepBody(effective, config, { phoneShown: true }), ...(webToken ? { captchaToken: webToken } : {}) });
    } else if (step === 2) {
      if (!code.trim()) {
        setError({ status: 400, message: null, errors: { code: [t("fieldRequired")] } });
        return;
      }
      const contacts = { email: effective.email.trim(), ...(effective.phone ? { phone: effective.phone } : {}) };
      await send({ step: 2, ...contacts, code: code.trim() });
    } else {
      await send({
        step: 3,
        token,
        tokenFor: "account",
        isIndividual: 0,
        companyName: effective.companyName.trim(),
        inn: effective.inn.trim(),
        ...(requisites ? { companyRequisites: requisites.dataUrl } : {}),
      });
    }
  }

  const generalError = [errorText(error), ...textsOfOtherFields(error, fieldsOfStep[step])].filter(Boolean).join(" ");
  const stepTitles: Record<TStep, string> = { 1: t("stepAccount"), 2: t("stepCode"), 3: t("stepCompany") };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : closeAuth())} title={t("signUpTitle")} size="medium">
      <p className="-mt-2 mb-4 text-sm text-muted" aria-live="polite">
        {t("stepOf", { step, total: 3 })} · {stepTitles[step]}
      </p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={signUp.isPending || undefined}>
        {stepMessage ? <FormAlert kind="info">{stepMessage}</FormAlert> : null}
        {generalError ? <FormAlert kind="error">{generalError}</FormAlert> : null}
        {step === 1 ? (
          <SignUpAccountStep
            data={effective}
            onChange={change}
            config={config}
            regions={info.data?.regions ?? []}
            phoneRequired={phoneRequired}
            captchaEnabled={captchaEnabled}
            captchaKey={captchaKey}
            onCaptchaToken={setCaptchaToken}
            error={error}
            onFindCompany={() => openAuthTool("AuthDadata")}
          />
        ) : null}
        {step === 2 ? (
          <>
            <CodeField label={t("code")} value={code} onChange={setCode} errors={fieldErrors(error, "code")} />
            <ResendCode onResend={resendCode} disabled={signUp.isPending} />
            <DevOutboxLink />
          </>
        ) : null}
        {step === 3 ? (
          <SignUpCompanyStep data={effective} onChange={change} requisites={requisites} onRequisites={setRequisites} error={error} onFindCompany={() => openAuthTool("AuthDadata")} />
        ) : null}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" pending={signUp.isPending}>
            {step === 1 ? t("continue") : step === 2 ? t("confirm") : t("finishSignUp")}
          </Button>
          {step > 1 ? (
            <button type="button" onClick={backToStep1} className="text-sm text-primary hover:underline">
              {t("backToStep1")}
            </button>
          ) : null}
        </div>
      </form>
      <p className="mt-4 text-sm">
        {t("haveAccount")}{" "}
        <button type="button" className="text-primary hover:underline" onClick={() => switchAuth("signin")}>
          {t("toSignIn")}
        </button>
      </p>
      <CompanySearchDialog
        open={openedAuthTool === "AuthDadata"}
        initialKeyword={effective.inn || effective.companyName}
        onPick={(company) => {
          change({ companyName: company.name, inn: company.inn });
          closeAuthTool();
        }}
      />
    </Dialog>
  );
}
