"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { TIdentityCookie } from "@/lib/contracts/auth";
import { storeToken } from "../auth-token";
import { storageKeys } from "../storage-keys";
import { forgetViewerData } from "./forget-viewer-data";
import { applyIdentityCookie } from "./identity-cookie";

export type TSignedIn = { authToken: string; identityCookie?: TIdentityCookie | null; message?: string };

/**
 * What every successful sign-in does (spec §4 "Sign-in request"): keeps the token for the session (and
 * persistently with rememberMe), sets or erases the identity cookie, records "signin" as the initial
 * auth mode of this device, drops every answer of whoever used the tab before (a visitor or another
 * user) and loads the user and everything personal anew.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (answer: TSignedIn, rememberMe: boolean) => {
      storeToken(answer.authToken, rememberMe);
      applyIdentityCookie(answer.identityCookie, rememberMe);
      window.localStorage.setItem(storageKeys.authInitial, "signin");
      // Prices, favourites, the cart were loaded for someone else: none of it may show while the new
      // viewer's answers load.
      await forgetViewerData(queryClient);
    },
    [queryClient],
  );
}
