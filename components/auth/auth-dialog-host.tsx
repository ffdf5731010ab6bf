"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { closeAuth, openAuth, setConfiguredInitialAuth } from "@/lib/client/auth/auth-history";
import { useAppInfo } from "@/lib/client/auth/use-app-config";
import { useAuthHistory } from "@/lib/client/auth/use-auth-history";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useAuthRequired } from "@/lib/client/auth/use-require-auth";
import { useOpenSignInOnUnauthorized } from "@/lib/client/auth/unauthorized";
import { AuthNotice } from "./auth-notice";
import { emptySignInData, type TSignInData } from "./sign-in-data";

// The dialogs load when one is first opened: most page views never open one, and they are the
// heaviest client code of the shell (forms, captcha, company search) — kept out of the first load.
const SignInDialog = dynamic(() => import("./sign-in-dialog").then((m) => m.SignInDialog));
const SignUpDialog = dynamic(() => import("./sign-up-dialog").then((m) => m.SignUpDialog));
const InvitationDialog = dynamic(() => import("./invitation-dialog").then((m) => m.InvitationDialog));

/**
 * The one place auth dialogs live (mounted once by the storefront layout). The open dialog follows the
 * history state `openedAuth` (spec §2); nothing is rendered for a signed-in user (spec §6); any 401 of
 * a React Query call opens sign-in; a screen that requires a user opens it too.
 */
export function AuthDialogHost() {
  useOpenSignInOnUnauthorized();
  // Next's own navigations write history state without telling us: a new path is a reason to re-read it.
  usePathname();
  const { openedAuth } = useAuthHistory();
  const user = useCurrentUser();
  const info = useAppInfo();
  const isRequired = useAuthRequired();
  const [signInData, setSignInData] = useState<TSignInData>(emptySignInData);
  const [notice, setNotice] = useState<string | null>(null);

  const initialMode = info.data?.config.initialAuthMode;
  useEffect(() => {
    if (initialMode) setConfiguredInitialAuth(initialMode);
  }, [initialMode]);

  const isVisitor = !user.isPending && !user.data;
  useEffect(() => {
    if (isRequired && isVisitor) openAuth("signin");
  }, [isRequired, isVisitor]);

  const changeSignInData = useCallback((patch: Partial<TSignInData>) => setSignInData((current) => ({ ...current, ...patch })), []);
  const clearNotice = useCallback(() => setNotice(null), []);
  const signedIn = useCallback((message: string) => {
    closeAuth();
    if (message) setNotice(message);
  }, []);

  const noticeView = notice ? <AuthNotice text={notice} onDone={clearNotice} /> : null;
  if (!isVisitor || !openedAuth) return noticeView;

  return (
    <>
      {openedAuth === "signin" ? (
        <SignInDialog data={signInData} onDataChange={changeSignInData} onSignedIn={signedIn} />
      ) : null}
      {openedAuth === "signup" ? (
        <SignUpDialog
          onSignedIn={(message, contacts) => {
            changeSignInData({ ...contacts, kind: contacts.phone ? "phone" : "email" });
            signedIn(message);
          }}
        />
      ) : null}
      {openedAuth === "signin-by-invitation" ? <InvitationDialog onSignedIn={signedIn} /> : null}
      {noticeView}
    </>
  );
}
