import "server-only";
import type { TCatalogSectionList, TCatalogSectionQuery } from "@/lib/contracts/catalog-calls";
import { AppError } from "../http/app-error";
import type { TCatalogContext } from "./catalog-context";
import { loadSectionTree, type TSectionTreeNode } from "./load-section-tree";
import { foldText } from "./name-pattern";
import { translator } from "@/lib/server/i18n/translator";

function publicSection({ path: _path, ...section }: TSectionTreeNode) {
  return section;
}

/**
 * GET /api/v1/catalog-section: the section tree, or the subtree under `parentId`, down `depth` levels,
 * optionally only the sections whose name contains `keyword`. An unknown (or another site's) parent is 404.
 */
export async function listCatalogSections({ site, locale }: TCatalogContext, query: TCatalogSectionQuery): Promise<TCatalogSectionList> {
  const tree = await loadSectionTree({ site });
  let baseDepth = -1;
  let prefix: string | null = null;
  if (query.parentId !== undefined) {
    const parent = tree.find((s) => s.id === query.parentId);
    if (!parent) throw new AppError("NOT_FOUND", translator(locale, "catalogApi")("errors.sectionNotFound"));
    baseDepth = parent.depth;
    prefix = `${parent.path}.`;
  }
  const maxDepth = query.depth === undefined ? Infinity : baseDepth + query.depth;
  const keyword = query.keyword ? foldText(query.keyword) : null;
  const items = tree.filter(
    (s) => (prefix === null || s.path.startsWith(prefix)) && s.depth <= maxDepth && (keyword === null || foldText(s.text).includes(keyword)),
  );
  return { items: items.map(publicSection) };
}
