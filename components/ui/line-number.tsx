"use client";

import { useState } from "react";

const inputClass = "h-9 w-24 rounded-md border border-line bg-white px-2 text-right text-sm outline-none focus:border-primary";

/** A number field that changes the line when left or on Enter (not on every key), and goes back to the saved value on Escape or a refusal. */
export function LineNumber({ label, value, placeholder, step, disabled, onCommit }: { label: string; value: number | null; placeholder?: string; step: string; disabled: boolean; onCommit: (text: string) => Promise<unknown> }) {
  const [text, setText] = useState(value === null ? "" : String(value));
  const saved = value === null ? "" : String(value);
  const commit = () => {
    if (text.trim() === saved) return;
    onCommit(text.trim()).catch(() => setText(saved));
  };
  return (
    <input
      type="number"
      inputMode="decimal"
      step={step}
      aria-label={label}
      className={inputClass}
      value={text}
      placeholder={placeholder}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === "Enter") commit();
        if (e.key === "Escape") setText(saved);
      }}
    />
  );
}
