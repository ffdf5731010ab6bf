import type { TCatalogSection } from "@/lib/contracts/catalog-calls";

/**
 * What the screen reads of a section (the tree, the strip, the breadcrumbs, the heading). The page
 * sends only this of the whole tree (≈ 200 sections): slugs and the children flag would be ≈ 6 KB more
 * of every catalogue page's data that no component reads.
 */
export type TSectionNode = Pick<TCatalogSection, "id" | "text" | "parentId" | "depth" | "productsCount">;

export function sectionNode({ id, text, parentId, depth, productsCount }: TSectionNode): TSectionNode {
  return { id, text, parentId, depth, productsCount };
}

export type TSectionIndex = {
  byId: Map<number, TSectionNode>;
  children: Map<number | null, TSectionNode[]>;
};

/** Sections by id and by parent, in the server's display order. */
export function indexSections(sections: TSectionNode[]): TSectionIndex {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const children = new Map<number | null, TSectionNode[]>();
  for (const section of sections) {
    const parent = section.parentId !== null && byId.has(section.parentId) ? section.parentId : null;
    const list = children.get(parent);
    if (list) list.push(section);
    else children.set(parent, [section]);
  }
  return { byId, children };
}

/** The section and its ancestors, from the root down. */
export function sectionPath(index: TSectionIndex, id: number | undefined): TSectionNode[] {
  const out: TSectionNode[] = [];
  const seen = new Set<number>();
  let current = id === undefined ? undefined : index.byId.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    out.unshift(current);
    current = current.parentId === null ? undefined : index.byId.get(current.parentId);
  }
  return out;
}
