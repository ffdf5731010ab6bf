import "server-only";
import { ZCatalogQuery, type TSearchLogAnswer, type TSearchLogRequest } from "@/lib/contracts/catalog";
import type { TAuth } from "../auth/authenticate";
import { AppError } from "../http/app-error";
import { consumeRateLimit } from "../http/rate-limit";
import { parseWith, searchParamsToObject } from "../http/route";
import { translator } from "../i18n/translator";
import type { TLocale } from "@/lib/shared/locales";
import type { TSite } from "../sites/resolve-site";
import { logSearch } from "./log-search";

export type TSearchViewContext = { site: TSite; auth: TAuth | null; userUuid: string | null; ip: string; locale: TLocale };

const VIEW_LIMIT = { limit: 120, windowSeconds: 60 };

/**
 * POST /api/v2/search/log: the search_log row of a keyword search the catalogue page showed from its
 * server-rendered first page (lists the browser fetches itself are logged by GET /api/v1/product). The
 * query is parsed as that endpoint parses it, so the row reads like one it wrote; the count and the
 * corrected keyword are the page's (a visitor could as well have asked the list endpoint). A crawler
 * without JavaScript sends nothing and is not logged.
 */
export async function recordSearchView({ site, auth, userUuid, ip, locale }: TSearchViewContext, body: TSearchLogRequest): Promise<TSearchLogAnswer> {
  const query = (() => {
    try {
      return parseWith(ZCatalogQuery, searchParamsToObject(new URLSearchParams(body.query)), locale);
    } catch (error) {
      if (error instanceof AppError && error.errors) throw new AppError("BAD_REQUEST", error.message, { errors: Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [`query.${field}`, messages])) });
      throw error;
    }
  })();
  if (query.keyword === null) {
    const t = translator(locale, "search.errors");
    throw new AppError("BAD_REQUEST", t("checkFields"), { errors: { query: [t("logNeedsKeyword")] } });
  }
  const visitor = auth ? `user:${auth.user.id}` : userUuid ? `uuid:${userUuid.slice(0, 64)}` : `ip:${ip}`;
  await consumeRateLimit(site.id, [`search-log:${visitor}`], VIEW_LIMIT, locale);
  const searchLogUuid = await logSearch({ siteId: site.id, userId: auth?.user.id ?? null, visitor: userUuid, query, correctedKeyword: body.correctedKeyword, resultsCount: body.resultsCount });
  return { searchLogUuid };
}
