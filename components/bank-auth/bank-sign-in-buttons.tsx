"use client";

import { useQuery } from "@tanstack/react-query";
import { authQueryKeys } from "@/lib/client/query-keys";
import { fetchBankProviders } from "./bank-auth-client";
import { BankSignInButton } from "./bank-sign-in-button";

/** One BankSignInButton per bank of the site; nothing at all when the site has none. */
export function BankSignInButtons({ rememberMe = true, className = "" }: { rememberMe?: boolean; className?: string }) {
  const { data } = useQuery({ queryKey: authQueryKeys.bankProviders, queryFn: fetchBankProviders, staleTime: 5 * 60_000 });
  if (!data?.items.length) return null;
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      {data.items.map((provider) => (
        <BankSignInButton key={provider.id} provider={provider.id} name={provider.name} rememberMe={rememberMe} />
      ))}
    </div>
  );
}
