"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/client/api";
import { useCompleteSignIn } from "@/lib/client/auth/complete-sign-in";
import { Spinner } from "@/components/ui/spinner";
import { BANK_SIGN_UP_PATH, completeBankSignIn, keepBankSignUpPrefill } from "./bank-auth-client";
import { BankSignInFailure } from "./bank-sign-in-failure";

type TBankSignInCompleteProps = { provider: string; providerName: string | null; supportEmail: string | null };

/**
 * /auth/{provider}/complete (spec §4 "Bank sign-in"): posts the query the bank sent back. A `step`
 * answer opens sign-up with the bank's data; a token is stored like any sign-in (token, identity
 * cookie, initial auth "signin", user reloaded) and the route is replaced with /; any error shows
 * the failure page.
 */
export function BankSignInComplete({ provider, providerName, supportEmail }: TBankSignInCompleteProps) {
  const t = useTranslations("bankAuth");
  const router = useRouter();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  // The state is single-use: a second post (Strict Mode runs effects twice in development) would fail.
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    completeBankSignIn(provider, query)
      .then(async (answer) => {
        if ("step" in answer) {
          keepBankSignUpPrefill(provider, answer.data);
          router.replace(BANK_SIGN_UP_PATH);
          return;
        }
        await completeSignIn(answer, answer.rememberMe);
        router.replace("/");
      })
      .catch((error: unknown) => setFailure({ detail: error instanceof ApiError ? (error.message ?? null) : null }));
  }, [provider, completeSignIn, router]);

  if (failure) return <BankSignInFailure provider={provider} supportEmail={supportEmail} detail={failure.detail} />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <Spinner label={t("completing")} />
      <p className="text-muted">{providerName ? `${t("completing")} (${providerName})` : t("completing")}</p>
    </section>
  );
}
