"use client";

import { TextField } from "@/components/ui/text-field";

type TCodeFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: string[] | undefined;
};

/** The one-time code input of the sign-in, sign-up, reset and invitation steps: digits keyboard, OS autofill of SMS codes, focused when the step opens. */
export function CodeField({ label, value, onChange, errors }: TCodeFieldProps) {
  return (
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      errors={errors}
      autoFocus
      required
    />
  );
}
