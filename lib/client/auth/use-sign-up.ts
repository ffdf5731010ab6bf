"use client";

import { useMutation } from "@tanstack/react-query";
import type { TSignUpRequest, TSignUpResponse } from "@/lib/contracts/auth";
import { call } from "../api";
import { useCompleteSignIn } from "./complete-sign-in";

/** The form's body: the contract's fields with yes/no values as booleans. */
export type TSignUpInput = Omit<TSignUpRequest, "isIndividual" | "agreeForProcessingData" | "agreedForTerms" | "emailAgreedForMarketing"> & {
  isIndividual?: boolean | 0 | 1;
  agreeForProcessingData?: boolean;
  agreedForTerms?: boolean;
  emailAgreedForMarketing?: boolean;
};

/**
 * POST /api/v2/user/sign-up, any of the three steps. An answer with a token signs in (an individual
 * after step 2, a company after step 3); a new account is remembered on the device.
 */
export function useSignUp() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: async (input: TSignUpInput) => {
      const answer = await call<TSignUpResponse>("v2/user/sign-up", { method: "POST", json: input });
      if ("authToken" in answer) await completeSignIn(answer, true);
      return answer;
    },
  });
}
