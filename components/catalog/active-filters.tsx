"use client";

import { useLocale, useTranslations } from "next-intl";
import type { TSearchFilters } from "@/lib/contracts/catalog";
import { featureParam, flagKeys, idListKeys, valueListKeys, type TCatalogUrlInput, type TCatalogUrlState } from "@/lib/shared/catalog-url";
import { formatDecimal } from "@/lib/shared/number-format";
import { useCatalog } from "./catalog-context";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";

type TChip = { key: string; label: string; patch: TCatalogUrlInput };

/** The filters in force as removable chips (what is filtered, visible without opening the panel). */
export function useActiveFilterChips(state: TCatalogUrlState, facets: TSearchFilters | undefined): TChip[] {
  const t = useTranslations("catalog.filters");
  const unitLabel = useUnitLabel();
  const locale = useLocale();
  const bound = (value: string | null | undefined) => (value ? formatDecimal(value, locale) : "…");
  const chips: TChip[] = [];
  for (const key of flagKeys) if (state[key]) chips.push({ key, label: t(key), patch: { [key]: false } });
  if (state.priceMin || state.priceMax) {
    chips.push({ key: "price", label: t("priceChip", { from: bound(state.priceMin), to: bound(state.priceMax) }), patch: { priceMin: undefined, priceMax: undefined } });
  }
  for (const key of idListKeys) {
    const names = new Map(((facets?.[key] ?? []) as { id: number; name: string }[]).map((f) => [f.id, f.name]));
    for (const id of state[key]) {
      chips.push({ key: `${key}:${id}`, label: `${t(key)}: ${names.get(id) ?? `#${id}`}`, patch: { [key]: state[key].filter((v) => v !== id) } });
    }
  }
  for (const key of valueListKeys) {
    for (const value of state[key]) chips.push({ key: `${key}:${value}`, label: `${t(key)}: ${value}`, patch: { [key]: state[key].filter((v) => v !== value) } });
  }
  const featureNames = new Map((facets?.items ?? []).map((f) => [f.id, f.unit ? `${f.name}, ${unitLabel(f.unit)}` : f.name]));
  state.features.forEach((filter, index) => {
    const name = featureNames.get(filter.featureId) ?? `#${filter.featureId}`;
    const value = filter.kind === "value" ? formatDecimal(filter.value, locale) : t("rangeChip", { from: bound(filter.from), to: bound(filter.to) });
    chips.push({ key: `f:${featureParam(filter) ?? index}`, label: `${name}: ${value}`, patch: { features: state.features.filter((_, i) => i !== index) } });
  });
  for (const [property, values] of Object.entries(state.custom)) {
    chips.push({ key: `custom-${property}`, label: `${property}: ${values.join(", ")}`, patch: { custom: Object.fromEntries(Object.entries(state.custom).filter(([p]) => p !== property)) } });
  }
  return chips;
}

export function ActiveFilters({ chips }: { chips: TChip[] }) {
  const t = useTranslations("catalog.filters");
  const { hrefFor, navigate } = useCatalog();
  if (!chips.length) return null;
  return (
    <ul aria-label={t("active")} className="mb-3 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <a
            href={hrefFor(chip.patch)}
            onClick={(event) => {
              event.preventDefault();
              navigate(chip.patch);
            }}
            aria-label={t("removeChip", { label: chip.label })}
            className="inline-flex max-w-full items-center gap-1 rounded-full border border-primary/40 bg-primary-light px-3 py-1 text-sm text-primary hover:border-primary"
          >
            <span className="min-w-0 break-words">{chip.label}</span>
            <span aria-hidden>×</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
