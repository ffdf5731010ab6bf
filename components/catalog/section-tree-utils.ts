import type { TCatalogSection } from "@/lib/contracts/catalog-calls";

export type TSectionIndex = {
  byId: Map<number, TCatalogSection>;
  children: Map<number | null, TCatalogSection[]>;
};

/** Sections by id and by parent, in the server's display order. */
export function indexSections(sections: TCatalogSection[]): TSectionIndex {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const children = new Map<number | null, TCatalogSection[]>();
  for (const section of sections) {
    const parent = section.parentId !== null && byId.has(section.parentId) ? section.parentId : null;
    const list = children.get(parent);
    if (list) list.push(section);
    else children.set(parent, [section]);
  }
  return { byId, children };
}

/** The section and its ancestors, from the root down. */
export function sectionPath(index: TSectionIndex, id: number | undefined): TCatalogSection[] {
  const out: TCatalogSection[] = [];
  const seen = new Set<number>();
  let current = id === undefined ? undefined : index.byId.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    out.unshift(current);
    current = current.parentId === null ? undefined : index.byId.get(current.parentId);
  }
  return out;
}
