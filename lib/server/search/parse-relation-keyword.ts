import "server-only";
import type { TSiteConfig } from "../db/schema";

export type TRelationKeyword = { kind: "analog" | "related"; target: { id: number } | { article: string } };

const DEFAULT_WORDS = { replacement: "Аналог", related: "Связанные" };

/**
 * "Аналог:ВА47-29", "Связанные:id.123" (spec §2: the product dialog's find-replacement and
 * find-related actions): the site's configured words, case ignored; null for an ordinary keyword.
 */
export function parseRelationKeyword(keyword: string, config: Pick<TSiteConfig, "searchKeywords">): TRelationKeyword | null {
  const words = config.searchKeywords ?? DEFAULT_WORDS;
  const colon = keyword.indexOf(":");
  if (colon <= 0) return null;
  const head = keyword.slice(0, colon).trim().toLowerCase();
  const rest = keyword.slice(colon + 1).trim();
  const kind = head === words.replacement.toLowerCase() ? "analog" : head === words.related.toLowerCase() ? "related" : null;
  if (!kind || !rest) return null;
  const byId = /^id\.(\d{1,9})$/i.exec(rest);
  return { kind, target: byId ? { id: Number(byId[1]) } : { article: rest } };
}
