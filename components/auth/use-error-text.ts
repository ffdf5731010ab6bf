"use client";

import { useTranslations } from "next-intl";
import { NO_ANSWER_STATUS, type TFormError } from "@/lib/client/auth/form-errors";

/** The general text of a failed call: the server's message, else a network or generic text. */
export function useErrorText() {
  const t = useTranslations("authUi");
  return (error: TFormError): string | null => {
    if (error.message) return error.message;
    if (error.status === NO_ANSWER_STATUS) return t("networkError");
    if (error.status >= 400 && Object.keys(error.errors).length === 0) return t("genericError");
    return null;
  };
}
