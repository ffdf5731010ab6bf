"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import type { TSearchFilters } from "@/lib/contracts/catalog";
import { FacetGroup } from "./facet-group";
import { FiltersPanel } from "./filters-panel";
import { SectionsTree } from "./sections-tree";

type TProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  facets: TSearchFilters | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  totalCount: number | null;
};

/** Phones: sections and filters in a full-screen sheet; changes apply at once, the button shows the result. */
export default function FiltersSheet({ open, onOpenChange, totalCount, ...facets }: TProps) {
  const t = useTranslations("catalog");
  const close = () => onOpenChange(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content aria-describedby={undefined} className="fixed inset-0 z-50 flex flex-col bg-white">
          <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3">
            <RadixDialog.Title className="text-lg font-medium">{t("filters.title")}</RadixDialog.Title>
            <RadixDialog.Close className="-m-2 rounded p-2 text-muted hover:text-ink" aria-label={t("panel.close")}>
              <svg aria-hidden width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M5 5l10 10M15 5L5 15" />
              </svg>
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
            {/* The sections are one tap away (and in the strip above the list): the filters come first. */}
            <div className="mb-2 border-b border-line">
              <FacetGroup title={t("sections")} defaultOpen={false}>
                <SectionsTree onNavigate={close} />
              </FacetGroup>
            </div>
            <FiltersPanel {...facets} />
          </div>
          <div className="border-t border-line p-3">
            <button type="button" onClick={close} className="h-11 w-full rounded-md bg-primary text-sm font-medium text-white hover:bg-primary-dark">
              {totalCount === null ? t("filters.apply") : t("filters.showProducts", { count: totalCount })}
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
