"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState } from "react";
import { isSectionExpanded, withSectionExpanded } from "@/lib/client/catalog/catalog-settings";
import { catalogHref } from "@/lib/shared/catalog-url";
import { useCatalog } from "./catalog-context";
import { CatalogLink } from "./catalog-link";
import { indexSections, sectionPath, type TSectionNode } from "./section-tree-utils";
import { treeKeyMove } from "./tree-keys";

const ALL = "all";

/**
 * The sections tree of the panel: levels above the expanded level are open, each section can be opened
 * or closed on its own (kept in the browser), the branch of the current section is always open.
 * Section links keep the keyword and drop the other filters (they belong to the section left).
 *
 * A WAI-ARIA tree with a roving tab stop: the whole tree is one Tab press (the current section, or the
 * item last focused), arrows move through it, Right / Left open and close branches, Enter opens the
 * section. The chevrons are for the mouse only.
 */
export function SectionsTree({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations("catalog");
  const { sections, state, settings, updateSettings } = useCatalog();
  const index = useMemo(() => indexSections(sections), [sections]);
  const activePath = useMemo(() => new Set(sectionPath(index, state.section).map((s) => s.id)), [index, state.section]);
  const treeRef = useRef<HTMLUListElement>(null);
  const groupPrefix = useId();
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const href = (id?: number) => catalogHref({ section: id, keyword: state.keyword, pageSize: state.pageSize });
  const isOpen = (section: TSectionNode) => index.children.has(section.id) && (activePath.has(section.id) || isSectionExpanded(settings, section));

  // The one tab stop: the item last focused while it is still shown, else the current section, else "all".
  const visible = new Set<string>([ALL]);
  const walk = (parentId: number | null) => {
    for (const section of index.children.get(parentId) ?? []) {
      visible.add(String(section.id));
      if (isOpen(section)) walk(section.id);
    }
  };
  walk(null);
  const activeKey = state.section !== undefined && visible.has(String(state.section)) ? String(state.section) : ALL;
  const tabStop = focusKey !== null && visible.has(focusKey) ? focusKey : activeKey;

  const onKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const tree = treeRef.current;
    const item = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>("[role=treeitem]") : null;
    if (!tree || !item || event.altKey || event.ctrlKey || event.metaKey) return;
    const section = index.byId.get(Number(item.dataset.treeKey));
    const open = section ? isOpen(section) : false;
    const move = treeKeyMove(event.key, { hasChildren: section ? index.children.has(section.id) : false, isOpen: open, canCollapse: section ? !activePath.has(section.id) : false });
    if (!move) return;
    event.preventDefault();
    const items = [...tree.querySelectorAll<HTMLElement>("[role=treeitem]")];
    const at = items.indexOf(item);
    const focusOn = (target: HTMLElement | null | undefined) => target?.focus();
    if (move === "next" || move === "firstChild") focusOn(items[at + 1]);
    else if (move === "prev") focusOn(items[at - 1]);
    else if (move === "first") focusOn(items[0]);
    else if (move === "last") focusOn(items.at(-1));
    else if (section && (move === "expand" || move === "collapse")) updateSettings((stored) => withSectionExpanded(stored, section.id, move === "expand"));
    else if (move === "parent" && section?.parentId != null) focusOn(tree.querySelector<HTMLElement>(`[data-tree-key="${section.parentId}"]`));
  };

  const itemProps = (key: string) => ({ role: "treeitem", "data-tree-key": key, tabIndex: key === tabStop ? 0 : -1, onFocus: () => setFocusKey(key) });

  const renderNode = (section: TSectionNode, depth: number) => {
    const hasChildren = index.children.has(section.id);
    const open = isOpen(section);
    const isActive = section.id === state.section;
    const groupId = `${groupPrefix}-${section.id}`;
    return (
      <li key={section.id} role="none">
        <div className="flex items-start gap-1">
          {hasChildren ? (
            // The mouse's way to open a branch; keyboards use Right / Left on the item (one tab stop).
            <button
              type="button"
              tabIndex={-1}
              aria-hidden
              title={open ? t("sectionsTree.collapse", { name: section.text }) : t("sectionsTree.expand", { name: section.text })}
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
            {...itemProps(String(section.id))}
            aria-level={depth + 1}
            aria-expanded={hasChildren ? open : undefined}
            aria-owns={open ? groupId : undefined}
            aria-current={isActive ? "page" : undefined}
            className={`min-w-0 flex-1 rounded px-1 py-0.5 text-sm leading-5 break-words ${isActive ? "bg-primary-light font-medium text-primary" : "hover:text-primary"}`}
          >
            {section.text}
          </CatalogLink>
          <span className="shrink-0 pt-1 text-xs text-muted">{section.productsCount}</span>
        </div>
        {open ? (
          <ul role="group" id={groupId} className="mt-0.5 space-y-0.5 border-l border-line pl-3">
            {(index.children.get(section.id) ?? []).map((child) => renderNode(child, depth + 1))}
          </ul>
        ) : null}
      </li>
    );
  };

  return (
    <nav aria-label={t("sections")}>
      <ul ref={treeRef} role="tree" aria-label={t("sections")} onKeyDown={onKeyDown} className="space-y-0.5">
        <li role="none">
          <CatalogLink
            href={href(undefined)}
            onClick={onNavigate}
            {...itemProps(ALL)}
            aria-level={1}
            aria-current={state.section === undefined ? "page" : undefined}
            className={`mb-1 block rounded px-1 py-0.5 pl-7 text-sm ${state.section === undefined ? "font-medium text-primary" : "hover:text-primary"}`}
          >
            {t("allSections")}
          </CatalogLink>
        </li>
        {(index.children.get(null) ?? []).map((section) => renderNode(section, 0))}
      </ul>
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
