"use client";

import { useEffect, type RefObject } from "react";
import type { TFormError } from "@/lib/client/auth/form-errors";

/** After a failed submit, keyboard and screen-reader users land on the first field that needs fixing. */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, error: TFormError): void {
  useEffect(() => {
    if (Object.keys(error.errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error, formRef]);
}
