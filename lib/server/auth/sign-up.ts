import "server-only";
import type { TSignUpRequest, TSignUpResponse } from "@/lib/contracts/auth";
import type { TAuthContext } from "./auth-context";
import { completeSignUp } from "./complete-sign-up";
import { confirmSignUp } from "./confirm-sign-up";
import { startSignUp } from "./start-sign-up";

/** POST /api/v2/user/sign-up: the step is `step` when given, else 3 with a token, 2 with a code, 1 otherwise. */
export async function signUp(ctx: TAuthContext, input: TSignUpRequest): Promise<TSignUpResponse> {
  const step = input.step ?? (input.token ? 3 : input.code ? 2 : 1);
  if (step === 3) return completeSignUp(ctx, input);
  if (step === 2) return confirmSignUp(ctx, input);
  return startSignUp(ctx, input);
}
