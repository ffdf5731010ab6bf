import "server-only";
import type { TCatalogQuery, TProductList } from "@/lib/contracts/catalog";
import { loadProducts } from "../catalog/product-read-model/load-products";
import { buyerCompanyId } from "../catalog/product-read-model/buyer-company-id";
import { logSearch } from "./log-search";
import type { TSearchContext } from "./resolve-search";
import { searchProducts } from "./search-products";
import type { TResolvedSearch } from "./resolve-search";
import { translator } from "@/lib/server/i18n/translator";

export type TListContext = TSearchContext & { userUuid: string | null };

type THeading = { title: string; description: string | null; key: string };

function headingOf(ctx: TListContext, search: TResolvedSearch): THeading {
  const t = translator(ctx.locale, "search");
  if (search.relation) {
    const kind = search.relation.kind === "analog" ? "analogs" : "related";
    return { title: t(`title.${kind}`, { article: search.relation.source?.article ?? "" }), description: null, key: `search.heading.${kind}` };
  }
  if (search.keyword) {
    const description = search.correctedKeyword ? t("description.corrected", { keyword: search.keyword, corrected: search.correctedKeyword }) : null;
    return { title: t("title.results", { keyword: search.keyword }), description, key: "search.heading.results" };
  }
  if (search.section) return { title: search.section.name, description: null, key: "search.heading.section" };
  return { title: t("title.catalog"), description: null, key: "search.heading.catalog" };
}

/**
 * GET /api/v1/product and GET /api/v2/search: a page of products for a catalogue query, as the caller
 * sees them (prices, favourites, cart). A search with a keyword (`log: "keyword"`) or every call
 * (`"always"`) is written to search_log and its uuid returned in meta.searchLogUuid; the server-rendered
 * catalogue (`"never"`) leaves it to the page's own request (POST /api/v2/search/log).
 */
export async function listProducts(ctx: TListContext, query: TCatalogQuery, { log = "keyword" }: { log?: "keyword" | "always" | "never" } = {}): Promise<TProductList> {
  const [page, companyId] = await Promise.all([searchProducts(ctx, query), buyerCompanyId({ site: ctx.site, auth: ctx.auth })]);
  const shouldLog = log === "always" || (log === "keyword" && query.keyword !== null);
  const [items, searchLogUuid] = await Promise.all([
    loadProducts({ site: ctx.site, auth: ctx.auth, companyId }, page.ids),
    shouldLog
      ? logSearch({
          siteId: ctx.site.id,
          userId: ctx.auth?.user.id ?? null,
          visitor: ctx.userUuid,
          query,
          correctedKeyword: page.search.correctedKeyword,
          resultsCount: page.totalCount,
        })
      : Promise.resolve(null),
  ]);
  const heading = headingOf(ctx, page.search);
  return {
    items,
    meta: {
      currentPage: query.page,
      pageCount: Math.max(1, Math.ceil(page.totalCount / query.pageSize)),
      totalCount: page.totalCount,
      perPage: query.pageSize,
      searchLogUuid,
      title: heading.title,
      description: heading.description,
      // An analog/related search lists the others, not the product it started from.
      hasInitialItem: false,
      itemsHeadingI18Key: heading.key,
      correctedKeyword: page.search.correctedKeyword,
    },
  };
}
