"use client";

import { useId } from "react";

type TSelectFieldProps = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  errors?: string[];
};

/** A labelled native select (keyboard and screen readers for free) with announced errors. */
export function SelectField({ label, options, placeholder, errors, className = "", ...rest }: TSelectFieldProps) {
  const id = useId();
  const hasError = Boolean(errors?.length);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {rest.required ? <span aria-hidden className="text-red-600"> *</span> : null}
      </label>
      <select
        id={id}
        {...rest}
        aria-invalid={hasError || undefined}
        aria-describedby={hasError ? `${id}-error` : undefined}
        className={`h-10 rounded-md border bg-white px-3 text-base outline-none focus:border-primary ${hasError ? "border-red-600" : "border-line"}`}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hasError ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {errors?.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
