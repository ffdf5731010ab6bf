import type { TLoginKind } from "./login-field";

/**
 * What the sign-in form holds and other dialogs fill in (spec §4): password reset starts from it and
 * writes the new password back; sign-up saves the phone and e-mail into it.
 */
export type TSignInData = { kind: TLoginKind; phone: string; email: string; password: string };

export const emptySignInData: TSignInData = { kind: "phone", phone: "", email: "", password: "" };

/** The identifier part of a request body: phone or e-mail as the switch says. */
export function identifierOf(data: Pick<TSignInData, "kind" | "phone" | "email">): { phone: string } | { email: string } {
  return data.kind === "phone" ? { phone: data.phone } : { email: data.email.trim() };
}
