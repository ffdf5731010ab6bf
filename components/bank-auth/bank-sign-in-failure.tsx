"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { BANK_SIGN_UP_PATH } from "./bank-auth-client";
import { useBankSignIn } from "./use-bank-sign-in";

type TBankSignInFailureProps = { provider: string; supportEmail: string | null; detail?: string | null };

/**
 * Spec §2 "Bank sign-in failure page": 'Возникла техническая ошибка', what happened, and the three
 * ways on: sign in with the bank again, register with the regular form, or write to support.
 */
export function BankSignInFailure({ provider, supportEmail, detail }: TBankSignInFailureProps) {
  const t = useTranslations("bankAuth");
  const retry = useBankSignIn(provider, t("startFailed"));
  return (
    <section role="alert" aria-labelledby="bank-failure-title" className="mx-auto max-w-xl py-16 text-center">
      <h1 id="bank-failure-title" className="mb-4 text-3xl font-medium text-primary">
        {t("failureTitle")}
      </h1>
      <p className="mb-8 text-muted">{t("failureText")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button type="button" pending={retry.isPending} onClick={() => void retry.start()}>
          {t("retry")}
        </Button>
        <IntentLink href={BANK_SIGN_UP_PATH} className="inline-flex h-10 items-center rounded-md border border-primary px-5 text-sm font-medium text-primary hover:bg-primary-light">
          {t("register")}
        </IntentLink>
        {supportEmail ? (
          <a href={`mailto:${supportEmail}`} className="inline-flex h-10 items-center rounded-md px-5 text-sm font-medium text-primary hover:bg-primary-light">
            {t("support")}
          </a>
        ) : null}
      </div>
      {retry.error ? <p className="mt-4 text-sm text-red-700">{retry.error}</p> : null}
      {detail ? <p className="mt-8 text-xs text-muted">{t("details", { message: detail })}</p> : null}
    </section>
  );
}
