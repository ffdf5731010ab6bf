"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { ApiError } from "@/lib/client/api";
import { Button } from "./button";
import { Dialog } from "./dialog";

export type TFieldErrors = Record<string, string[]>;

export type TFormDialogFields<TDraft> = {
  draft: TDraft;
  setField: <K extends keyof TDraft>(field: K, value: TDraft[K]) => void;
  errors: TFieldErrors;
  pending: boolean;
};

type TFormDialogProps<TDraft> = {
  title: string;
  submitLabel: string;
  /** The draft the dialog opens with; «Отмена» wipes back to it. */
  initialDraft: TDraft;
  /** Field errors found before sending (null: send). */
  validate?: (draft: TDraft) => TFieldErrors | null;
  onSubmit: (draft: TDraft) => Promise<unknown>;
  /** Closes the dialog: after a successful submit, on «Отмена», or on Escape / ✕ when nothing is pending. */
  onClose: () => void;
  /** The message shown when the submit fails without one of its own. */
  failedText: string;
  size?: "small" | "medium" | "large";
  children: (fields: TFormDialogFields<TDraft>) => React.ReactNode;
};

/**
 * The generic form dialog (spec §4 "Form dialogs by type"): it opens with a draft; fields change the
 * draft; submit goes pending, then closes or shows the error with its message (a 400's field errors
 * under their fields). While pending, Escape, the overlay and ✕ are ignored; «Отмена» always works,
 * wipes the draft and the error and drops the answer of the submit still on its way.
 */
export function FormDialog<TDraft>({ title, submitLabel, initialDraft, validate, onSubmit, onClose, failedText, size, children }: TFormDialogProps<TDraft>) {
  const t = useTranslations("common");
  const [draft, setDraft] = useState(initialDraft);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Each submit's number: an answer that arrives after «Отмена» (or after a newer submit) is dropped.
  const attempt = useRef(0);

  const setField = <K extends keyof TDraft>(field: K, value: TDraft[K]) => setDraft((current) => ({ ...current, [field]: value }));

  const cancel = () => {
    attempt.current += 1;
    setDraft(initialDraft);
    setErrors({});
    setMessage(null);
    setPending(false);
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validate?.(draft) ?? null;
    if (invalid && Object.keys(invalid).length) {
      setErrors(invalid);
      setMessage(null);
      return;
    }
    const mine = ++attempt.current;
    setErrors({});
    setMessage(null);
    setPending(true);
    try {
      await onSubmit(draft);
      if (attempt.current !== mine) return;
      setPending(false);
      onClose();
    } catch (error) {
      if (attempt.current !== mine) return;
      setPending(false);
      const fieldErrors = error instanceof ApiError && error.status === 400 ? error.body.errors : undefined;
      if (fieldErrors && Object.keys(fieldErrors).length) setErrors(fieldErrors);
      else setMessage(error instanceof ApiError && error.body.message ? error.body.message : failedText);
    }
  };

  return (
    <Dialog open size={size} onOpenChange={(open) => (open || pending ? undefined : cancel())} title={title}>
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        {children({ draft, setField, errors, pending })}
        {message ? (
          <p role="alert" className="text-sm text-red-700">
            {message}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={cancel}>
            {t("cancel")}
          </Button>
          <Button type="submit" pending={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
