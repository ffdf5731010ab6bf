"use client";

import { useTranslations } from "next-intl";
import { useDeleteUserFilter, useUserFilters } from "@/lib/client/catalog/use-user-filters";
import { catalogFilterQuery, parseCatalogUrl } from "@/lib/shared/catalog-url";
import { useCatalog } from "./catalog-context";
import { CatalogLink } from "./catalog-link";

/**
 * The signed-in user's saved filters as chips (spec §2): blue for a section, green for other filters;
 * each opens its address, × deletes it (at once on screen, spec §4).
 */
export function SavedFilters() {
  const t = useTranslations("catalog.savedFilters");
  const { viewer, state } = useCatalog();
  const filters = useUserFilters(viewer);
  const remove = useDeleteUserFilter(viewer);
  const list = filters.data ?? [];
  if (!viewer.isSignedIn || !list.length) return null;
  const here = catalogFilterQuery(state);
  return (
    <section aria-label={t("title")} className="mb-3">
      <ul className="flex flex-wrap gap-2" data-testid="saved-filters">
        {list.map((filter) => {
          const isSection = filter.kind === "section";
          const colours = isSection ? "border-primary bg-primary text-white" : "border-secondary bg-secondary text-white";
          const isCurrent = here !== "" && catalogFilterQuery(parseCatalogUrl(filter.url)) === here;
          return (
            <li key={filter.id} data-kind={filter.kind} className={`inline-flex max-w-full items-center rounded-full border text-sm ${colours}`}>
              <CatalogLink href={filter.url} aria-current={isCurrent ? "page" : undefined} title={isSection ? t("sectionKind") : t("filterKind")} className="min-w-0 truncate py-1 pr-1 pl-3 hover:underline">
                {filter.name}
              </CatalogLink>
              <button
                type="button"
                onClick={() => remove.mutate(filter.id)}
                aria-label={t("delete", { name: filter.name })}
                className="mr-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-full hover:bg-white/25"
              >
                <svg aria-hidden width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.8">
                  <path d="M3 3l6 6M9 3L3 9" />
                </svg>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
