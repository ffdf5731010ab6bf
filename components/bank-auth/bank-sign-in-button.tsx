"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useBankSignIn } from "./use-bank-sign-in";

type TBankSignInButtonProps = { provider: string; name: string; rememberMe?: boolean; className?: string };

/** "Sign in with {bank}": starts the bank sign-in and leaves for the bank; a failure shows under the button. */
export function BankSignInButton({ provider, name, rememberMe = true, className = "" }: TBankSignInButtonProps) {
  const t = useTranslations("bankAuth");
  const { start, isPending, error } = useBankSignIn(provider, t("startFailed"));
  return (
    <div className={className}>
      <Button type="button" variant="outline" className="w-full" pending={isPending} onClick={() => void start(rememberMe)} data-bank-provider={provider}>
        {t("signInWith", { name })}
      </Button>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
