import "server-only";
import { sql } from "drizzle-orm";
import type { TSuggestQuery, TSuggestResult } from "@/lib/contracts/catalog";
import { mainPicturePathSql, productImageUrl } from "../catalog/product-picture-key";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";
import type { TSite } from "../sites/resolve-site";
import { buildTextMatch, escapeLike } from "./build-text-match";
import { foldText, parseKeyword } from "./parse-keyword";
import { normalizeArticle } from "@/lib/shared/article";
import { suggestInIndex } from "./engine/search-in-index";
import { searchEngine } from "./engine/select-engine";

// Matching products are fetched in a bounded batch and ordered among themselves: ranking every match
// of a two-letter prefix would cost what a full search costs.
const CANDIDATES = 200;

/**
 * GET /api/v2/search/suggest?keyword: sections and brands whose name has a word starting with the
 * typed text, and products whose words (or code) start with it — every word of the keyword as a prefix.
 */
export async function suggest({ site }: { site: Pick<TSite, "id"> }, query: TSuggestQuery): Promise<TSuggestResult> {
  const text = foldText(query.keyword);
  if (!text) return { sections: [], brands: [], products: [] };
  const db = getDb();
  const wordStart = `(^|[^a-zа-я0-9])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
  const match = await buildTextMatch(site.id, parseKeyword(text), { prefixAll: true });
  const [sections, brands, products] = await Promise.all([
    db.execute(sql`
      SELECT id, name FROM sections
      WHERE site_id = ${site.id} AND search_fold_text(name) ~ ${wordStart}
      ORDER BY depth, sort, id LIMIT ${query.limit}`),
    db.execute(sql`
      SELECT id, name, slug FROM brands
      WHERE site_id = ${site.id} AND search_fold_text(name) ~ ${wordStart}
      ORDER BY name, id LIMIT ${query.limit}`),
    match && searchEngine() === "memory"
      ? suggestInIndex(site.id, match.plan, { text, code: normalizeArticle(text) }, query.limit).then((ids) => suggestedProducts(site.id, ids))
      : match
      ? db.execute(sql`
          SELECT c.id, p.article, p.name, ${mainPicturePathSql(site.id, sql.raw("p.id"))} AS picture_path FROM (
            SELECT ps.product_id AS id, ps.name_fold, ps.codes FROM product_search ps
            WHERE ps.site_id = ${site.id} AND ${match.where} LIMIT ${CANDIDATES}
          ) c JOIN products p ON p.id = c.id AND p.site_id = ${site.id}
          ORDER BY (p.article_norm = ${normalizeArticle(text)}) DESC, (c.codes LIKE ${`${escapeLike(normalizeArticle(text))}%`}) DESC,
            (c.name_fold LIKE ${`${escapeLike(text)}%`}) DESC, length(c.name_fold), c.id
          LIMIT ${query.limit}`)
      : Promise.resolve({ rows: [] }),
  ]);
  return {
    sections: rowsOf<{ id: number; name: string }>(sections),
    brands: rowsOf<{ id: number; name: string; slug: string }>(brands),
    products: rowsOf<{ id: number; article: string; name: string; picture_path: string | null }>(products).map(({ picture_path, ...p }) => ({
      ...p,
      image: productImageUrl(site.id, p.id, picture_path),
    })),
  };
}

/** The suggested products' rows in the index's order (SEARCH_ENGINE=memory). */
async function suggestedProducts(siteId: number, ids: number[]): Promise<{ rows: unknown[] }> {
  if (ids.length === 0) return { rows: [] };
  const rows = rowsOf<{ id: number }>(
    await getDb().execute(sql`
      SELECT p.id, p.article, p.name, ${mainPicturePathSql(siteId, sql.raw("p.id"))} AS picture_path FROM products p
      WHERE p.site_id = ${siteId} AND p.id = ANY(${sql.param(ids)}::int4[])`),
  );
  const place = new Map(ids.map((id, i) => [id, i]));
  return { rows: rows.sort((a, b) => (place.get(Number(a.id)) ?? 0) - (place.get(Number(b.id)) ?? 0)) };
}
