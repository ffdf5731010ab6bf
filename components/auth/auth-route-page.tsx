"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { readToken } from "@/lib/client/auth-token";
import { openAuth } from "@/lib/client/auth/auth-history";
import { authQueryKeys } from "@/lib/client/query-keys";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";

/**
 * /user/sign-in and /user/sign-up (spec §2 route table): a signed-in user goes to /, a visitor gets the
 * dialog. The page under it offers both dialogs again once it is closed.
 */
export function AuthRoutePage({ mode }: { mode: "signin" | "signup" }) {
  const router = useRouter();
  const user = useCurrentUser();
  const hasUser = Boolean(user.data);

  useEffect(() => {
    if (user.isPending) return;
    if (hasUser) router.replace("/");
    // Replaced, not pushed: the address already says which dialog; Back leaves the page.
    else openAuth(mode, { replace: true });
  }, [user.isPending, hasUser, mode, router]);

  return <AuthPageBody />;
}

/**
 * /user/signin-by-invitation (spec §2): with a stored token the user is reloaded and goes to /catalog;
 * without the `invitation` query the visitor goes to /; otherwise the invitation form opens with it.
 */
export function InvitationRoutePage({ invitation }: { invitation: string | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (readToken()) {
      void queryClient.invalidateQueries({ queryKey: authQueryKeys.currentUser });
      router.replace("/catalog");
    } else if (!invitation) router.replace("/");
    else openAuth("signin-by-invitation", { replace: true });
  }, [invitation, queryClient, router]);

  return <AuthPageBody />;
}

function AuthPageBody() {
  const t = useTranslations("authUi");
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-medium">{t("pageTitle")}</h1>
      <p className="text-muted">{t("pageText")}</p>
      <div className="flex gap-3">
        <Button type="button" onClick={() => openAuth("signin")}>
          {t("signIn")}
        </Button>
        <Button type="button" variant="outline" onClick={() => openAuth("signup")}>
          {t("signUp")}
        </Button>
      </div>
    </section>
  );
}
