"use client";

import { useTranslations } from "next-intl";
import { useDeferredValue, useId, useState } from "react";

export type TOption = { value: string; label: string; count: number };

const SHOWN = 8;
const SEARCH_FROM = 12;

/**
 * What a checkbox shows: the click's value at once, until the address (a transition away) catches up.
 * Any change of the selection in the address (the click arriving, a reset, Back) drops every click
 * shown so far, so the boxes always show the filters in force — a click's value kept under the
 * selection it was made in would come back when a reset returns the address to that selection.
 */
export function useOptimisticSelection(selected: ReadonlySet<string>) {
  const key = [...selected].sort().join("\u0000");
  const [seen, setSeen] = useState(key);
  const [clicked, setClicked] = useState<ReadonlyMap<string, boolean>>(new Map());
  const current = seen === key ? clicked : new Map<string, boolean>();
  if (seen !== key) {
    setSeen(key);
    setClicked(current);
  }
  const isChecked = (value: string) => current.get(value) ?? selected.has(value);
  const toggle = (value: string, on: boolean): string[] => {
    const next = new Map(current).set(value, on);
    setClicked(next);
    const all = new Set([...selected, ...next.keys()]);
    return [...all].filter((v) => next.get(v) ?? selected.has(v));
  };
  return { isChecked, toggle };
}

/**
 * Checkboxes of one facet with live counts. Long lists show the first few and a "show all" switch,
 * and offer a search box; filtering the list is deferred so typing stays smooth.
 */
export function CheckboxList({ name, options, selected, onChange }: { name: string; options: TOption[]; selected: ReadonlySet<string>; onChange: (values: string[]) => void }) {
  const t = useTranslations("catalog.filters");
  const id = useId();
  const [showAll, setShowAll] = useState(false);
  const [search, setSearch] = useState("");
  const optimistic = useOptimisticSelection(selected);
  const deferred = useDeferredValue(search);
  const needle = deferred.trim().toLowerCase();
  const matching = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
  // Chosen values stay on top and visible, whatever the list is cut to.
  const ordered = [...matching.filter((o) => selected.has(o.value)), ...matching.filter((o) => !selected.has(o.value))];
  const visible = showAll || needle ? ordered : ordered.slice(0, Math.max(SHOWN, matching.filter((o) => selected.has(o.value)).length));
  return (
    <div>
      {options.length > SEARCH_FROM ? (
        <>
          <label htmlFor={`${id}-search`} className="sr-only">
            {t("searchIn", { name })}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t("searchPlaceholder")}
            className="mb-2 h-9 w-full rounded-md border border-line px-2 text-sm outline-none focus:border-primary"
          />
        </>
      ) : null}
      <ul className="space-y-0.5">
        {visible.map((option) => {
          const checked = optimistic.isChecked(option.value);
          const disabled = !checked && option.count === 0;
          return (
            <li key={option.value}>
              <label className={`flex min-h-8 cursor-pointer items-start gap-2 rounded px-1 py-1 text-sm hover:bg-page ${disabled ? "opacity-50" : ""}`}>
                <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--color-primary)]" checked={checked} disabled={disabled} onChange={(event) => onChange(optimistic.toggle(option.value, event.target.checked))} />
                <span className="min-w-0 flex-1 break-words">{option.label}</span>
                <span className="shrink-0 text-xs text-muted">{option.count}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {needle && matching.length === 0 ? <p className="px-1 text-sm text-muted">{t("nothingFound")}</p> : null}
      {!needle && ordered.length > visible.length ? (
        <button type="button" className="mt-1 px-1 text-sm text-primary hover:underline" onClick={() => setShowAll(true)}>
          {t("showAll", { count: ordered.length })}
        </button>
      ) : null}
      {!needle && showAll && ordered.length > SHOWN ? (
        <button type="button" className="mt-1 px-1 text-sm text-primary hover:underline" onClick={() => setShowAll(false)}>
          {t("showLess")}
        </button>
      ) : null}
    </div>
  );
}
