import type { TFormError } from "../auth/form-errors";

/**
 * Spec §5, profile update: the server's field errors are grouped per field of the form, and the
 * password fields have the form's names — newPassword is the password field, repeatNewPassword the
 * repeat-password field. When every error sits at a field, the general message is dropped.
 */
export function mapProfileUpdateError(error: TFormError): TFormError {
  const renamed: Record<string, string> = { newPassword: "password", repeatNewPassword: "passwordRepeat" };
  const errors: Record<string, string[]> = {};
  for (const [field, texts] of Object.entries(error.errors)) {
    const name = renamed[field] ?? field;
    errors[name] = [...(errors[name] ?? []), ...texts.filter((text) => !(errors[name] ?? []).includes(text))];
  }
  const hasFieldErrors = Object.keys(errors).length > 0;
  return { ...error, errors, message: hasFieldErrors ? null : error.message };
}

/** The profile update body from the password form: newPassword and repeatNewPassword taken from password and passwordRepeat. */
export function passwordChangeBody(form: { currentPassword: string; password: string; passwordRepeat: string }, hasPassword: boolean) {
  return {
    newPassword: form.password,
    repeatNewPassword: form.passwordRepeat,
    ...(hasPassword ? { currentPassword: form.currentPassword } : {}),
  };
}
