import { ApiError } from "../api";

/** What a form shows after a failed call: a general message and texts per field. */
export type TFormError = { status: number; message: string | null; errors: Record<string, string[]>; errorCode?: number };

export const noFormError: TFormError = { status: 0, message: null, errors: {} };

/** The status of a call that never got an answer (network down, timeout). */
export const NO_ANSWER_STATUS = -1;

/** Turns any thrown value into a form error; status 0 is "no error", NO_ANSWER_STATUS a failed network. */
export function toFormError(error: unknown): TFormError {
  if (error instanceof ApiError) {
    const { status, message, errors, errorCode } = error.body;
    return { status, message: message ?? null, errors: errors ?? {}, ...(errorCode === undefined ? {} : { errorCode }) };
  }
  return { status: NO_ANSWER_STATUS, message: null, errors: {} };
}

/**
 * Spec §5, password-reset confirm: an error on repeatPassword belongs to the form's passwordRepeat field,
 * and then the general message is dropped (the field says it all).
 */
export function mapResetConfirmError(error: TFormError): TFormError {
  const { repeatPassword, ...rest } = error.errors;
  if (!repeatPassword) return error;
  return { ...error, message: null, errors: { ...rest, passwordRepeat: [...(rest.passwordRepeat ?? []), ...repeatPassword] } };
}

/** Spec §5, sign-up: with no message, an error on token or agreeForProcessingData becomes the message. */
export function mapSignUpError(error: TFormError): TFormError {
  if (error.message) return error;
  const text = error.errors.token?.[0] ?? error.errors.agreeForProcessingData?.[0];
  return text ? { ...error, message: text } : error;
}

/** Texts of one field, for a form field's `errors` prop. */
export function fieldErrors(error: TFormError, ...names: string[]): string[] | undefined {
  const texts = names.flatMap((name) => error.errors[name] ?? []);
  return texts.length ? texts : undefined;
}

/**
 * Spec §4, password-reset step 0: errorCode 1 is an error of the e-mail or phone field, shown there
 * (under the field the buyer used, even when the server names the other one) instead of as a message.
 */
export function mapResetRequestError(error: TFormError, field: "phone" | "email"): TFormError {
  if (error.errorCode !== 1) return error;
  const { phone = [], email = [], ...rest } = error.errors;
  const texts = [...phone, ...email];
  return { ...error, message: null, errors: { ...rest, [field]: texts.length ? texts : [error.message ?? ""].filter(Boolean) } };
}
