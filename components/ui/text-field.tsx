"use client";

import { useId } from "react";

type TTextFieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  /** Server or client validation messages for this field. */
  errors?: string[];
  hint?: string;
};

/** A labelled input whose errors are announced and tied to it with aria-describedby. */
export function TextField({ label, errors, hint, className = "", ...rest }: TTextFieldProps) {
  const id = useId();
  const hasError = Boolean(errors?.length);
  const describedBy = [hint ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {rest.required ? <span aria-hidden className="text-red-600"> *</span> : null}
      </label>
      <input
        id={id}
        {...rest}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy}
        className={`h-10 rounded-md border px-3 text-base outline-none focus:border-primary ${hasError ? "border-red-600" : "border-line"}`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {errors?.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
