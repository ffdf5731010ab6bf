"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { fieldErrors, type TFormError } from "@/lib/client/auth/form-errors";
import { readFileAsDataUrl, requisitesProblem } from "@/lib/client/auth/read-file";
import type { TSignUpData } from "./sign-up-data";

export type TRequisites = { name: string; dataUrl: string };

type TCompanyStepProps = {
  data: TSignUpData;
  onChange: (patch: Partial<TSignUpData>) => void;
  requisites: TRequisites | null;
  onRequisites: (requisites: TRequisites | null) => void;
  error: TFormError;
  onFindCompany: () => void;
};

/** Sign-up step 3 (companies): name, INN (with the company search) and the requisites card as a file. */
export function SignUpCompanyStep({ data, onChange, requisites, onRequisites, error, onFindCompany }: TCompanyStepProps) {
  const t = useTranslations("authUi");
  const fileId = useId();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const fileErrors = fileProblem ? [fileProblem] : fieldErrors(error, "companyRequisites");

  async function onFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = requisitesProblem(file);
    if (problem) {
      setFileProblem(problem === "tooLarge" ? t("fileTooLarge") : t("fileWrongType"));
      return;
    }
    setFileProblem(null);
    onRequisites({ name: file.name, dataUrl: await readFileAsDataUrl(file) });
  }

  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t("field.companyName")}
        name="companyName"
        autoComplete="organization"
        value={data.companyName}
        onChange={(event) => onChange({ companyName: event.target.value })}
        errors={fieldErrors(error, "companyName", "company")}
        autoFocus
        required
      />
      <div className="flex flex-col gap-1">
        <TextField
          label={t("field.inn")}
          name="inn"
          inputMode="numeric"
          autoComplete="off"
          value={data.inn}
          onChange={(event) => onChange({ inn: event.target.value })}
          errors={fieldErrors(error, "inn")}
          required
        />
        <button type="button" onClick={onFindCompany} className="self-start text-sm text-primary hover:underline">
          {t("findCompany")}
        </button>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="text-sm font-medium">
          {t("field.companyRequisites")}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          onChange={(event) => void onFile(event)}
          aria-invalid={fileErrors ? true : undefined}
          aria-describedby={fileErrors ? `${fileId}-error` : `${fileId}-hint`}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-primary file:bg-white file:px-3 file:py-1.5 file:text-primary"
        />
        <p id={`${fileId}-hint`} className="text-xs text-muted">
          {t("requisitesHint")}
        </p>
        {requisites ? (
          <p className="flex items-center gap-2 text-sm">
            <span>{requisites.name}</span>
            <button type="button" onClick={() => onRequisites(null)} className="text-primary hover:underline">
              {t("removeFile")}
            </button>
          </p>
        ) : null}
        {fileErrors ? (
          <p id={`${fileId}-error`} role="alert" className="text-xs text-red-700">
            {fileErrors.join(" ")}
          </p>
        ) : null}
      </div>
    </div>
  );
}
