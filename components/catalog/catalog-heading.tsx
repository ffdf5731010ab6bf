"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { TProductListMeta } from "@/lib/contracts/catalog";
import { parseRelationKeyword } from "@/lib/shared/relation-keyword";
import { useCatalog } from "./catalog-context";
import { CatalogLink } from "./catalog-link";
import { indexSections, sectionPath } from "./section-tree-utils";

/** The heading the list gets before its first answer (the answer's meta.title replaces it). */
export function useFallbackHeading(): string {
  const t = useTranslations("catalog");
  const { sections, state, config } = useCatalog();
  const index = useMemo(() => indexSections(sections), [sections]);
  if (state.section !== undefined) {
    const section = index.byId.get(state.section);
    if (section) return section.text;
  }
  // "Аналог:ВА47-29" is the query, not something to show: «Аналоги товара «ВА47-29»».
  const relation = state.keyword ? parseRelationKeyword(state.keyword, config.searchKeywords) : null;
  if (relation) return t("relationHeading", { kind: relation.kind, article: "article" in relation.target ? relation.target.article : "none" });
  return state.keyword ? t("searchHeading", { keyword: state.keyword }) : t("title");
}

/**
 * The list's heading: the answer's title for a section, a search or an analog/related search; the
 * catalogue's own heading ("Каталог товаров") when nothing narrows the list.
 */
export function headingFor(meta: TProductListMeta | null, fallback: string): string {
  if (!meta?.title || meta.itemsHeadingI18Key === "search.heading.catalog") return fallback;
  return meta.title;
}

/** Breadcrumbs of the section, the heading (section, search or catalogue), the count and the VAT note. */
export function CatalogHeading({ meta }: { meta: TProductListMeta | null }) {
  const t = useTranslations("catalog");
  const { sections, state, hrefFor, config } = useCatalog();
  const index = useMemo(() => indexSections(sections), [sections]);
  const fallback = useFallbackHeading();
  const path = sectionPath(index, state.section);
  return (
    <div className="mb-3">
      {path.length > 1 ? (
        <nav aria-label={t("breadcrumbs")} className="mb-1 hidden text-xs text-muted sm:block">
          <ol className="flex flex-wrap gap-1">
            {path.slice(0, -1).map((section) => (
              <li key={section.id} className="after:ml-1 after:content-['/']">
                <CatalogLink href={hrefFor({ ...resetTo(), section: section.id })} className="hover:text-primary">
                  {section.text}
                </CatalogLink>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 id="catalog-heading" className="min-w-0 text-2xl font-medium break-words">
          {headingFor(meta, fallback)}
        </h1>
        {meta ? (
          <p data-testid="catalog-count" className="text-sm text-muted">
            {config.numberTexts.productsCount[meta.totalCount] ?? t("productsCount", { count: meta.totalCount })} · {t("vatIncluded")}
          </p>
        ) : null}
      </div>
      {meta?.description ? <p className="mt-1 text-sm text-muted">{meta.description}</p> : null}
    </div>
  );
}

/** Going up the breadcrumbs leaves the section's filters behind, as the sections tree does. */
function resetTo() {
  return { brands: [], manufacturer: [], manufacturerCountries: [], sellers: [], series: [], type: [], features: [], set: [], custom: {}, priceMin: undefined, priceMax: undefined };
}
