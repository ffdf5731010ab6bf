"use client";

import { useId } from "react";

type TProps = { label: string; value: string; maxLength: number; required?: boolean; errors?: string[]; onChange: (value: string) => void };

/** A labelled multi-line field of the club's forms with announced errors. */
export function ClubTextArea({ label, value, maxLength, required, errors, onChange }: TProps) {
  const id = useId();
  const hasError = Boolean(errors?.length);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? <span aria-hidden className="text-red-600"> *</span> : null}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={maxLength}
        required={required}
        value={value}
        aria-invalid={hasError || undefined}
        aria-describedby={hasError ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`rounded-md border px-3 py-2 text-base outline-none focus:border-primary ${hasError ? "border-red-600" : "border-line"}`}
      />
      {hasError ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {errors?.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
