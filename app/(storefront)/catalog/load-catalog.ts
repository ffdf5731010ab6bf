import "server-only";
import { getLocale } from "next-intl/server";
import { cache } from "react";
import { sectionNode, type TSectionNode } from "@/components/catalog/section-tree-utils";
import { ZCatalogQuery, type TCatalogQuery, type TSearchFilters, type TProductList } from "@/lib/contracts/catalog";
import type { TCatalogInfo } from "@/lib/contracts/catalog-calls";
import { getCatalogInfo } from "@/lib/server/catalog/get-catalog-info";
import { loadSectionTree } from "@/lib/server/catalog/load-section-tree";
import { AppError } from "@/lib/server/http/app-error";
import { requestIsPhone } from "@/lib/server/http/request-reads";
import { getRequestOrigin, getRequestSite } from "@/lib/server/http/request-site";
import { getSearchFilters } from "@/lib/server/search/get-search-filters";
import { listProducts } from "@/lib/server/search/list-products";
import type { TSite } from "@/lib/server/sites/resolve-site";
import { isLocale, type TLocale } from "@/lib/shared/locales";
import { catalogApiQuery, catalogFilterQuery, hasActiveFilters, parseCatalogUrl, type TCatalogUrlState } from "@/lib/shared/catalog-url";
import { visitorCached } from "./visitor-cache";

/** Section counts and view defaults may lag a catalogue import by this much on the first paint. */
const SHARED_TTL_MS = 60_000;
/**
 * A visitor's first page of a list is the same for every visitor: stocks on it may lag by this much
 * (prices are refreshed in the browser right after, spec §5). It spares the database the search on
 * every page view of a popular address.
 */
const LIST_TTL_MS = 10_000;

export type TCatalogPageData = {
  site: TSite;
  /** The address the browser used ("https://shop.example"), for absolute canonical and JSON-LD links. */
  origin: string;
  locale: TLocale;
  state: TCatalogUrlState;
  /** Null when the list cannot be shown to a visitor (only their favourites) or the query is refused. */
  list: TProductList | null;
  listQuery: string;
  facets: TSearchFilters | null;
  facetsQuery: string;
  info: TCatalogInfo;
  sections: TSectionNode[];
  /** The section of the address does not exist on this site. */
  isNotFound: boolean;
  /** The User-Agent says phone: the first paint leaves out the desktop side panel. */
  isPhoneGuess: boolean;
};

/** A query string as the route kit hands queries to zod: repeated keys become arrays. */
function queryRecord(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const prev = out[key];
    out[key] = prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), value];
  }
  return out;
}

type TCtx = { site: TSite; auth: null; locale: TLocale; userUuid: null };

/**
 * The first page for visitors, shared for LIST_TTL_MS. Nothing in it is per view: a keyword search is
 * logged by the page itself once its results show (POST /api/v2/search/log, lib/client/catalog/
 * search-log-beacon.ts), so the HTML holds no search-log uuid and may be served to anyone.
 */
function visitorList(ctx: TCtx, query: TCatalogQuery, listQuery: string): Promise<TProductList> {
  return visitorCached(`list:${ctx.site.id}:${ctx.locale}:${listQuery}`, LIST_TTL_MS, () => listProducts(ctx, query, { log: "never" }));
}

/** Visitor-only answers the server can render; personal ones (favourites) are left to the browser. */
async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && (error.code === "UNAUTHORIZED" || error.code === "BAD_REQUEST")) return null;
    throw error;
  }
}

/**
 * Everything the server renders /catalog from, as an anonymous visitor (personal data comes later from
 * the browser): one page of products, the facets, the sections tree and the catalogue-info defaults.
 * Cached per request, so the metadata and the page share one load.
 */
export const loadCatalog = cache(async (search: string): Promise<TCatalogPageData> => {
  const [site, rawLocale, isPhoneGuess, origin] = await Promise.all([getRequestSite(), getLocale(), requestIsPhone(), getRequestOrigin()]);
  const locale: TLocale = isLocale(rawLocale) ? rawLocale : "ru";
  const state = parseCatalogUrl(search);
  const listQuery = catalogApiQuery(state, site.config.defaultSort);
  const facetsQuery = catalogFilterQuery(state);
  const ctx: TCtx = { site, auth: null, locale, userUuid: null };
  const parsedList = ZCatalogQuery.safeParse(queryRecord(listQuery));
  // Phones show the facets in the filter sheet only; its first opening loads them. Chips of filters
  // in force need their names at once, so a filtered address still gets them.
  const needsFacets = !isPhoneGuess || hasActiveFilters(state);
  const parsedFacets = ZCatalogQuery.safeParse(queryRecord(facetsQuery));
  try {
    const [list, facets, tree, info] = await Promise.all([
      parsedList.success ? orNull(visitorList(ctx, parsedList.data, listQuery)) : Promise.resolve(null),
      parsedFacets.success && needsFacets ? orNull(getSearchFilters(ctx, parsedFacets.data)) : Promise.resolve(null),
      visitorCached(`tree:${site.id}`, SHARED_TTL_MS, () => loadSectionTree({ site })),
      visitorCached(`info:${site.id}:${locale}`, SHARED_TTL_MS, () => getCatalogInfo({ site, auth: null, locale })),
    ]);
    const sections = tree.map(sectionNode);
    return { site, origin, locale, state, list, listQuery, facets, facetsQuery, info, sections, isNotFound: false, isPhoneGuess };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") {
      return { site, origin, locale, state, list: null, listQuery, facets: null, facetsQuery, info: await getCatalogInfo({ site, auth: null, locale }), sections: [], isNotFound: true, isPhoneGuess };
    }
    throw error;
  }
});
