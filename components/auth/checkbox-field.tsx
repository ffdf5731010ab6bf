"use client";

import { useId } from "react";

type TCheckboxFieldProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: React.ReactNode;
  errors?: string[];
  required?: boolean;
  name?: string;
};

/** A labelled checkbox whose errors are announced and tied to it. The label may hold links. */
export function CheckboxField({ checked, onChange, children, errors, required, name }: TCheckboxFieldProps) {
  const id = useId();
  const hasError = Boolean(errors?.length);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? `${id}-error` : undefined}
          className="mt-0.5 h-4 w-4 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm">
          {children}
        </label>
      </div>
      {hasError ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {errors?.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
