"use client";

import { useLocale, useTranslations } from "next-intl";
import type { TSearchFilters, TSearchFilterItem } from "@/lib/contracts/catalog";
import { formatDecimal } from "@/lib/shared/number-format";
import { featureRangeOf, featureValuesOf, flagKeys, hasActiveFilters, setFeatureRange, withFeatureValues, type TIdListKey, type TValueListKey } from "@/lib/shared/catalog-url";
import { useCatalog } from "./catalog-context";
import { CheckboxList, useOptimisticSelection, type TOption } from "./checkbox-list";
import { FacetGroup } from "./facet-group";
import { RangeFilter } from "./range-filter";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";

const ID_GROUPS: TIdListKey[] = ["brands", "manufacturer", "type", "series", "sellers"];
const VALUE_GROUPS: TValueListKey[] = ["manufacturerCountries", "set"];

/**
 * The filters of the panel with live counts of the current result: flags, price, brands, manufacturers,
 * countries, sellers, series, product types, sets and every feature (checkboxes for text values, a
 * range with the unit for numbers). Every change goes to the address (page back to 1, sort cleared).
 */
export function FiltersPanel({ facets, isLoading, isError, onRetry }: { facets: TSearchFilters | undefined; isLoading: boolean; isError: boolean; onRetry: () => void }) {
  const t = useTranslations("catalog");
  const unitLabel = useUnitLabel();
  const locale = useLocale();
  const { state, navigate, viewer, hrefFor, config } = useCatalog();
  const flags = useOptimisticSelection(new Set(flagKeys.filter((key) => state[key])));

  if (!facets) {
    if (isError) {
      return (
        <div role="alert" className="py-4 text-sm">
          <p className="text-red-700">{t("states.facetsError")}</p>
          <button type="button" className="mt-2 text-primary hover:underline" onClick={onRetry}>
            {t("states.retry")}
          </button>
        </div>
      );
    }
    return <FiltersSkeleton />;
  }

  const idOptions = (key: TIdListKey): TOption[] => {
    const list = facets[key] as { id: number; name: string; count: number; country?: string }[];
    const options = list.map((f) => ({ value: String(f.id), label: key === "manufacturer" && f.country ? `${f.name} (${f.country})` : f.name, count: f.count }));
    for (const id of state[key]) if (!options.some((o) => o.value === String(id))) options.push({ value: String(id), label: `#${id}`, count: 0 });
    return options;
  };
  const valueOptions = (key: TValueListKey): TOption[] => {
    const options = facets[key].map((f) => ({ value: f.value, label: f.value, count: f.count }));
    for (const value of state[key]) if (!options.some((o) => o.value === value)) options.push({ value, label: value, count: 0 });
    return options;
  };
  const flagCount = (key: (typeof flagKeys)[number]) => (key === "infavorite" ? facets.infavorite : facets[key]);

  const featureGroup = (feature: TSearchFilterItem, index: number) => {
    const label = feature.unit ? `${feature.name}, ${unitLabel(feature.unit)}` : feature.name;
    if (feature.kind === "numeric") {
      const range = featureRangeOf(state.features, feature.id);
      const active = range.from !== null || range.to !== null;
      return (
        <FacetGroup key={feature.id} title={label} badge={active ? 1 : undefined} defaultOpen={active || feature.primary || index < 2}>
          <RangeFilter label={label} from={range.from} to={range.to} min={feature.value?.min ?? null} max={feature.value?.max ?? null} onApply={(from, to) => navigate({ features: setFeatureRange(state.features, feature.id, from, to) })} />
        </FacetGroup>
      );
    }
    const chosen = featureValuesOf(state.features, feature.id);
    const options = feature.values.map((v) => ({ value: v.value, label: formatDecimal(v.value, locale), count: v.count }));
    for (const value of chosen) if (!options.some((o) => o.value === value)) options.push({ value, label: formatDecimal(value, locale), count: 0 });
    return (
      <FacetGroup key={feature.id} title={label} badge={chosen.length || undefined} defaultOpen={chosen.length > 0 || feature.primary || index < 2}>
        <CheckboxList name={label} options={options} selected={new Set(chosen)} onChange={(values) => navigate({ features: withFeatureValues(state.features, feature.id, values) })} />
      </FacetGroup>
    );
  };

  return (
    <div aria-busy={isLoading || undefined} className={isLoading ? "opacity-70 transition-opacity" : "transition-opacity"}>
      <div className="flex items-center justify-between gap-2 pb-2">
        <h2 className="font-condensed text-lg font-bold">{t("filters.title")}</h2>
        {hasActiveFilters(state) ? (
          <a
            href={hrefFor({ ...emptyFilters(), section: state.section, keyword: state.keyword })}
            className="text-sm text-primary hover:underline"
            onClick={(event) => {
              event.preventDefault();
              navigate(emptyFilters());
            }}
          >
            {t("filters.reset")}
          </a>
        ) : null}
      </div>
      <fieldset className="border-b border-line pb-2">
        <legend className="sr-only">{t("filters.flags")}</legend>
        {flagKeys.map((key) => {
          const count = flagCount(key);
          if (key === "infavorite" && (!viewer.isSignedIn || count === null)) return null;
          return (
            <label key={key} className="flex min-h-9 cursor-pointer items-center gap-2 rounded px-1 text-sm hover:bg-page">
              <input
                type="checkbox"
                className="h-4 w-4 accent-[var(--color-primary)]"
                checked={flags.isChecked(key)}
                onChange={(event) => {
                  flags.toggle(key, event.target.checked);
                  navigate({ [key]: event.target.checked });
                }}
              />
              <span className="flex-1">{t(`filters.${key}`)}</span>
              <span className="text-xs text-muted">{count}</span>
            </label>
          );
        })}
      </fieldset>
      <FacetGroup title={t("filters.price", { sign: config.currencySign })} badge={state.priceMin || state.priceMax ? 1 : undefined} defaultOpen>
        <RangeFilter
          label={t("filters.price", { sign: config.currencySign })}
          from={state.priceMin ?? null}
          to={state.priceMax ?? null}
          min={facets.price.min}
          max={facets.price.max}
          onApply={(from, to) => navigate({ priceMin: from ?? undefined, priceMax: to ?? undefined })}
        />
      </FacetGroup>
      {ID_GROUPS.map((key) => {
        const options = idOptions(key);
        if (!options.length) return null;
        const selected = new Set(state[key].map(String));
        return (
          <FacetGroup key={key} title={t(`filters.${key}`)} badge={selected.size || undefined} defaultOpen={selected.size > 0 || key === "brands" || key === "type"}>
            <CheckboxList name={t(`filters.${key}`)} options={options} selected={selected} onChange={(values) => navigate({ [key]: values.map(Number) })} />
          </FacetGroup>
        );
      })}
      {VALUE_GROUPS.map((key) => {
        const options = valueOptions(key);
        if (!options.length) return null;
        const selected = new Set(state[key]);
        return (
          <FacetGroup key={key} title={t(`filters.${key}`)} badge={selected.size || undefined} defaultOpen={selected.size > 0}>
            <CheckboxList name={t(`filters.${key}`)} options={options} selected={selected} onChange={(values) => navigate({ [key]: values })} />
          </FacetGroup>
        );
      })}
      {facets.items.map(featureGroup)}
    </div>
  );
}

/** Every filter off (the section and keyword are where the buyer is, not filters of the panel). */
export function emptyFilters() {
  return {
    brands: [],
    manufacturer: [],
    manufacturerCountries: [],
    sellers: [],
    series: [],
    type: [],
    features: [],
    set: [],
    custom: {},
    priceMin: undefined,
    priceMax: undefined,
    instock: false,
    recommended: false,
    infavorite: false,
  };
}

export function FiltersSkeleton() {
  return (
    <div aria-hidden className="space-y-4 py-2">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="space-y-2">
          <div className="h-4 w-2/3 animate-pulse rounded bg-line" />
          <div className="h-3 w-full animate-pulse rounded bg-page" />
          <div className="h-3 w-5/6 animate-pulse rounded bg-page" />
        </div>
      ))}
    </div>
  );
}
