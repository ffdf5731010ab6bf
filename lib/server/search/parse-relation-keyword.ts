import "server-only";
import { DEFAULT_RELATION_WORDS, parseRelationKeyword as parseWith, type TRelationKeyword } from "@/lib/shared/relation-keyword";
import type { TSiteConfig } from "../db/schema";

export type { TRelationKeyword };

/**
 * "Аналог:ВА47-29", "Связанные:id.123" (spec §2: the product dialog's find-replacement and
 * find-related actions): the site's configured words, case ignored; null for an ordinary keyword.
 */
export function parseRelationKeyword(keyword: string, config: Pick<TSiteConfig, "searchKeywords">): TRelationKeyword | null {
  return parseWith(keyword, config.searchKeywords ?? DEFAULT_RELATION_WORDS);
}
