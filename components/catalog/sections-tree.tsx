"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { isSectionExpanded, withSectionExpanded } from "@/lib/client/catalog/catalog-settings";
import { catalogHref } from "@/lib/shared/catalog-url";
import { useCatalog } from "./catalog-context";
import { CatalogLink } from "./catalog-link";
import { indexSections, sectionPath, type TSectionNode } from "./section-tree-utils";

/**
 * The sections tree of the panel: levels above the expanded level are open, each section can be opened
 * or closed on its own (kept in the browser), the branch of the current section is always open.
 * Section links keep the keyword and drop the other filters (they belong to the section left).
 */
export function SectionsTree({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations("catalog");
  const { sections, state, settings, updateSettings } = useCatalog();
  const index = useMemo(() => indexSections(sections), [sections]);
  const activePath = useMemo(() => new Set(sectionPath(index, state.section).map((s) => s.id)), [index, state.section]);
  const href = (id?: number) => catalogHref({ section: id, keyword: state.keyword, pageSize: state.pageSize });

  const renderLevel = (parentId: number | null, depth: number) => {
    const list = index.children.get(parentId) ?? [];
    if (!list.length) return null;
    return (
      <ul className={depth === 0 ? "space-y-0.5" : "mt-0.5 space-y-0.5 border-l border-line pl-3"}>
        {list.map((section) => renderNode(section, depth))}
      </ul>
    );
  };

  const renderNode = (section: TSectionNode, depth: number) => {
    const hasChildren = index.children.has(section.id);
    const open = hasChildren && (activePath.has(section.id) || isSectionExpanded(settings, section));
    const isActive = section.id === state.section;
    return (
      <li key={section.id}>
        <div className="flex items-start gap-1">
          {hasChildren ? (
            <button
              type="button"
              aria-expanded={open}
              aria-label={open ? t("sectionsTree.collapse", { name: section.text }) : t("sectionsTree.expand", { name: section.text })}
              onClick={() => updateSettings((stored) => withSectionExpanded(stored, section.id, !open))}
              className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded text-muted hover:bg-primary-light hover:text-ink"
            >
              <svg aria-hidden width="12" height="12" viewBox="0 0 12 12" className={open ? "rotate-90 transition-transform" : "transition-transform"}>
                <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
          ) : (
            <span aria-hidden className="w-6 shrink-0" />
          )}
          <CatalogLink
            href={href(section.id)}
            onClick={onNavigate}
            aria-current={isActive ? "page" : undefined}
            className={`min-w-0 flex-1 rounded px-1 py-0.5 text-sm leading-5 break-words ${isActive ? "bg-primary-light font-medium text-primary" : "hover:text-primary"}`}
          >
            {section.text}
          </CatalogLink>
          <span className="shrink-0 pt-1 text-xs text-muted">{section.productsCount}</span>
        </div>
        {open ? renderLevel(section.id, depth + 1) : null}
      </li>
    );
  };

  return (
    <nav aria-label={t("sections")}>
      <CatalogLink
        href={href(undefined)}
        onClick={onNavigate}
        aria-current={state.section === undefined ? "page" : undefined}
        className={`mb-1 block rounded px-1 py-0.5 pl-7 text-sm ${state.section === undefined ? "font-medium text-primary" : "hover:text-primary"}`}
      >
        {t("allSections")}
      </CatalogLink>
      {renderLevel(null, 0)}
    </nav>
  );
}

/**
 * Phones: the sections one level at a time — back to the parent, then the children of the current
 * section (or the roots) as a scrollable row of chips.
 */
export function SectionsStrip() {
  const t = useTranslations("catalog");
  const { sections, state } = useCatalog();
  const index = useMemo(() => indexSections(sections), [sections]);
  const path = sectionPath(index, state.section);
  const current = path.at(-1);
  const parent = path.at(-2);
  const children = index.children.get(current?.id ?? null) ?? [];
  const siblings = current && children.length === 0 ? (index.children.get(current.parentId ?? null) ?? []) : children;
  const href = (id?: number) => catalogHref({ section: id, keyword: state.keyword, pageSize: state.pageSize });
  const chip = "inline-flex h-9 shrink-0 items-center rounded-full border px-3 text-sm whitespace-nowrap";
  return (
    <nav aria-label={t("sections")} className="-mx-4 mb-3 lg:hidden">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1">
        <li className="shrink-0">
          <CatalogLink href={href(parent?.id)} aria-current={state.section === undefined ? "page" : undefined} className={`${chip} ${state.section === undefined ? "border-primary bg-primary text-white" : "border-line bg-white"}`}>
            {current ? `← ${parent?.text ?? t("allSections")}` : t("allSections")}
          </CatalogLink>
        </li>
        {siblings.map((section) => (
          <li key={section.id} className="shrink-0">
            <CatalogLink
              href={href(section.id)}
              aria-current={section.id === state.section ? "page" : undefined}
              className={`${chip} ${section.id === state.section ? "border-primary bg-primary-light text-primary" : "border-line bg-white"}`}
            >
              {section.text}
            </CatalogLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
