"use client";

import { useTranslations } from "next-intl";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/text-field";

export type TNameDraft = { name: string; description: string };

type TProps = {
  title: string;
  submitLabel: string;
  initial: TNameDraft;
  /** Copy asks only for the name (the description goes with the copy). */
  withDescription?: boolean;
  onSubmit: (draft: TNameDraft) => Promise<unknown>;
  onClose: () => void;
};

/** Create, rename or copy: name (required, ≤ 200) and description (≤ 2000); the server's field errors show under the fields. */
export function SpecificationNameDialog({ title, submitLabel, initial, withDescription = true, onSubmit, onClose }: TProps) {
  const t = useTranslations("specificationsScreen.nameDialog");
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      initialDraft={initial}
      validate={(draft) => (draft.name.trim() ? null : { name: [t("nameRequired")] })}
      onSubmit={(draft) => onSubmit({ name: draft.name.trim(), description: draft.description.trim() })}
      onClose={onClose}
      failedText={t("failed")}
    >
      {({ draft, setField, errors }) => (
        <>
          <TextField label={t("name")} required maxLength={200} autoFocus value={draft.name} errors={errors.name} onChange={(e) => setField("name", e.target.value)} />
          {withDescription ? <DescriptionField value={draft.description} errors={errors.description} onChange={(description) => setField("description", description)} /> : null}
        </>
      )}
    </FormDialog>
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
