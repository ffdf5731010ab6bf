"use client";

import { useMutation } from "@tanstack/react-query";
import type { TSignInRequest, TSignInResponse } from "@/lib/contracts/auth";
import { call } from "../api";
import { useCompleteSignIn } from "./complete-sign-in";

/** What the sign-in form sends: the contract's fields, rememberMe as the checkbox says. */
export type TSignInInput = Omit<TSignInRequest, "rememberMe"> & { rememberMe: boolean };

/** POST /api/v2/user/sign-in. A token signs in at once; `step` answers (code, captcha) go back to the form. */
export function useSignIn() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: async (input: TSignInInput) => {
      const answer = await call<TSignInResponse>("v2/user/sign-in", { method: "POST", json: input });
      if ("authToken" in answer) await completeSignIn(answer, input.rememberMe);
      return answer;
    },
  });
}
