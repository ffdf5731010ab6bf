// The find-replacement and find-related searches of the product dialog (spec §2). Small on purpose: the
// header's search box (on every page's first load) reads keywords with it.

export type TRelationWords = { replacement: string; related: string };
export type TRelationKeyword = { kind: "analog" | "related"; target: { id: number } | { article: string } };

/** The relation keywords of a site that configures none (spec §2). */
export const DEFAULT_RELATION_WORDS: TRelationWords = { replacement: "Аналог", related: "Связанные" };

/**
 * The keyword catalog-url's relationKeyword writes, read back: "Аналог:ВА47-29", "Связанные:id.123" with
 * the site's words (case ignored) → what to look for; null for an ordinary keyword. The search box and
 * headings show what it means, not the syntax.
 */
export function parseRelationKeyword(keyword: string, words: TRelationWords): TRelationKeyword | null {
  const colon = keyword.indexOf(":");
  if (colon <= 0) return null;
  const head = keyword.slice(0, colon).trim().toLowerCase();
  const rest = keyword.slice(colon + 1).trim();
  const kind = head === words.replacement.toLowerCase() ? "analog" : head === words.related.toLowerCase() ? "related" : null;
  if (!kind || !rest) return null;
  const byId = /^id\.(\d{1,9})$/i.exec(rest);
  return { kind, target: byId ? { id: Number(byId[1]) } : { article: rest } };
}
