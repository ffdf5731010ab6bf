"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { readToken } from "@/lib/client/auth-token";
import { openAuth } from "@/lib/client/auth/auth-history";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";

/** As wide as what replaces it for a visitor (one button on phones, two from sm up): no jump when it loads. */
function AccountPlaceholder() {
  return <div aria-hidden className="h-9 w-[4.5rem] animate-pulse rounded-md bg-line/60 sm:w-52" />;
}

const loadAccountMenu = () => import("./account-menu");
// A signed-in user's menu (companies, region, sign-out) loads only when there is a user.
const AccountMenu = dynamic(() => loadAccountMenu().then((m) => m.AccountMenu), { loading: AccountPlaceholder });
// A stored token means a user is probably coming: the menu's code is fetched as soon as the header's
// code runs, before hydration and the current-user call (never on the server: no token there).
if (readToken()) void loadAccountMenu();

/** The header's account corner: sign-in and sign-up for visitors, the account menu for a signed-in user. */
export function UserMenu() {
  const t = useTranslations("authUi");
  const user = useCurrentUser();

  if (user.isPending) return <AccountPlaceholder />;
  if (!user.data) {
    return (
      <div className="flex items-center gap-2">
        <button type="button" onClick={() => openAuth("signin")} className="h-9 rounded-md bg-primary px-4 text-sm font-medium text-white hover:bg-primary-dark">
          {t("signIn")}
        </button>
        <button type="button" onClick={() => openAuth("signup")} className="hidden h-9 rounded-md px-3 text-sm font-medium text-primary hover:bg-primary-light sm:block">
          {t("signUp")}
        </button>
      </div>
    );
  }
  return <AccountMenu user={user.data} />;
}
