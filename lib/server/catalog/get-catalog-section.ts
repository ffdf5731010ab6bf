import "server-only";
import type { TCatalogSectionDetails } from "@/lib/contracts/catalog-calls";
import { AppError } from "../http/app-error";
import type { TCatalogContext } from "./catalog-context";
import { loadSectionTree } from "./load-section-tree";
import { translator } from "@/lib/server/i18n/translator";

/** GET /api/v1/catalog-section/{id}: one section of this site with its breadcrumbs (404 otherwise). */
export async function getCatalogSection({ site, locale }: TCatalogContext, { id }: { id: number }): Promise<TCatalogSectionDetails> {
  const tree = await loadSectionTree({ site });
  const section = tree.find((s) => s.id === id);
  if (!section) throw new AppError("NOT_FOUND", translator(locale, "catalogApi")("errors.sectionNotFound"));
  const byId = new Map(tree.map((s) => [s.id, s]));
  const breadcrumbs = section.path
    .split(".")
    .map((part) => byId.get(Number(part)))
    .filter((s) => s !== undefined)
    .map((s) => ({ id: s.id, text: s.text, slug: s.slug }));
  const { path: _path, ...rest } = section;
  return { ...rest, breadcrumbs };
}
