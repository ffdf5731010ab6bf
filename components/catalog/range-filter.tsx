"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { formatDecimal, parseDecimal } from "@/lib/shared/number-format";

/** How long typing may pause before the range applies (Enter or leaving the field applies at once). */
export const RANGE_DEBOUNCE_MS = 700;

type TProps = {
  label: string;
  from: string | null;
  to: string | null;
  /** The lowest and highest values in the current result (placeholders). */
  min: string | number | null;
  max: string | number | null;
  onApply: (from: string | null, to: string | null) => void;
};

/**
 * Two number fields "from" and "to". What is typed is kept locally and applied after a pause, so the
 * list is not refetched on every key; a new address (reset, back) shows its own bounds. Numbers are
 * shown with the locale's decimal separator ("2,5" in Russian); "2,5" and "2.5" are both read, and
 * the address gets "2.5".
 */
export function RangeFilter({ label, from, to, min, max, onApply }: TProps) {
  const t = useTranslations("catalog.filters");
  const locale = useLocale();
  const id = useId();
  const shown = (value: string | null) => (value === null ? "" : formatDecimal(value, locale));
  const [text, setText] = useState({ from: shown(from), to: shown(to) });
  const [seen, setSeen] = useState({ from, to });
  const timer = useRef<number | undefined>(undefined);
  // What is typed, for the timer's callback (state read there would be the render's, not the latest).
  const latest = useRef(text);
  if (seen.from !== from || seen.to !== to) {
    setSeen({ from, to });
    setText({ from: shown(from), to: shown(to) });
  }

  const apply = () => {
    window.clearTimeout(timer.current);
    const next = { from: parseDecimal(latest.current.from), to: parseDecimal(latest.current.to) };
    if (next.from !== (from ?? null) || next.to !== (to ?? null)) onApply(next.from, next.to);
  };
  useEffect(() => {
    latest.current = { from: from === null ? "" : formatDecimal(from, locale), to: to === null ? "" : formatDecimal(to, locale) };
  }, [from, to, locale]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (key: "from" | "to", value: string) => {
    const next = { ...latest.current, [key]: value.replace(/[^\d.,-]/g, "").slice(0, 14) };
    latest.current = next;
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(apply, RANGE_DEBOUNCE_MS);
  };

  const field = (key: "from" | "to", placeholder: string | number | null) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${key}`} className="sr-only">
        {t(key === "from" ? "fromLabel" : "toLabel", { name: label })}
      </label>
      <div className="flex h-9 items-center rounded-md border border-line px-2 focus-within:border-primary">
        <span aria-hidden className="mr-1 text-xs text-muted">
          {t(key)}
        </span>
        <input
          id={`${id}-${key}`}
          type="text"
          inputMode="decimal"
          value={text[key]}
          placeholder={placeholder === null ? "" : formatDecimal(placeholder, locale)}
          onChange={(event) => change(key, event.target.value)}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === "Enter") apply();
          }}
          className="w-full min-w-0 bg-transparent text-sm outline-none"
        />
      </div>
    </div>
  );

  return (
    <div role="group" aria-label={label} className="flex gap-2">
      {field("from", min)}
      {field("to", max)}
    </div>
  );
}
