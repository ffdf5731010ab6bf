"use client";

import { useMutation } from "@tanstack/react-query";
import type { TSigninByInvitationRequest } from "@/lib/contracts/auth";
import { call } from "../api";
import { useCompleteSignIn, type TSignedIn } from "./complete-sign-in";

/** The answer: a token signs in; an answer with only a message is shown in the form (spec §4). */
export type TInvitationAnswer = Partial<TSignedIn> & { message?: string };

/** POST /api/v2/user/signin-by-invitation (code, invitation). */
export function useInvitationSignIn() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: async (input: Omit<TSigninByInvitationRequest, "rememberMe"> & { rememberMe?: boolean }) => {
      const rememberMe = input.rememberMe ?? true;
      const answer = await call<TInvitationAnswer>("v2/user/signin-by-invitation", { method: "POST", json: { ...input, rememberMe } });
      if (answer.authToken) await completeSignIn({ ...answer, authToken: answer.authToken }, rememberMe);
      return answer;
    },
  });
}
