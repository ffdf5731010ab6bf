"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/client/api";
import { showErrorOf } from "@/lib/client/shell/snackbar-store";

export type TNameDraft = { name: string; description: string };

type TProps = {
  title: string;
  submitLabel: string;
  initial: TNameDraft;
  /** Copy asks only for the name (the description goes with the copy). */
  withDescription?: boolean;
  pending: boolean;
  onSubmit: (draft: TNameDraft) => Promise<unknown>;
  onClose: () => void;
};

/** Create, rename or copy: name (required, ≤ 200) and description (≤ 2000); the server's field errors show under the fields. */
export function SpecificationNameDialog({ title, submitLabel, initial, withDescription = true, pending, onSubmit, onClose }: TProps) {
  const t = useTranslations("specificationsScreen.nameDialog");
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const name = draft.name.trim();
    if (!name) {
      setErrors({ name: [t("nameRequired")] });
      return;
    }
    setErrors({});
    try {
      await onSubmit({ name, description: draft.description.trim() });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.body.errors) setErrors(error.body.errors);
      else showErrorOf(error, t("failed"));
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title}>
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t("name")} required maxLength={200} autoFocus value={draft.name} errors={errors.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        {withDescription ? <DescriptionField value={draft.description} errors={errors.description} onChange={(description) => setDraft({ ...draft, description })} /> : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
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

function DescriptionField({ value, errors, onChange }: { value: string; errors?: string[]; onChange: (value: string) => void }) {
  const t = useTranslations("specificationsScreen.nameDialog");
  const hasError = Boolean(errors?.length);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="specification-description" className="text-sm font-medium">
        {t("description")}
      </label>
      <textarea
        id="specification-description"
        rows={3}
        maxLength={2000}
        value={value}
        aria-invalid={hasError || undefined}
        aria-describedby={hasError ? "specification-description-error" : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`rounded-md border px-3 py-2 text-base outline-none focus:border-primary ${hasError ? "border-red-600" : "border-line"}`}
      />
      {hasError ? (
        <p id="specification-description-error" role="alert" className="text-xs text-red-700">
          {errors?.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
