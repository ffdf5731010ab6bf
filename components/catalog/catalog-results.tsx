"use client";

import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/client/api";
import type { TProductList } from "@/lib/contracts/catalog";
import { hasActiveFilters } from "@/lib/shared/catalog-url";
import { parseRelationKeyword } from "@/lib/shared/relation-keyword";
import { useCatalog } from "./catalog-context";
import { CatalogPagination } from "./catalog-pagination";
import { emptyFilters } from "./filters-panel";
import { ProductList, ProductListSkeleton, type TProductPage } from "./product-list";

type TPaged = UseQueryResult<TProductList>;
type TInfinite = UseInfiniteQueryResult<InfiniteData<TProductList, unknown>>;

function pageOf(result: TProductList): TProductPage {
  return { items: result.items, page: result.meta.currentPage, pageSize: result.meta.perPage, searchLogUuid: result.meta.searchLogUuid };
}

function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations("catalog.states");
  const message = error instanceof ApiError && error.status === 400 && error.message ? error.message : null;
  return (
    <div role="alert" className="rounded-lg border border-line bg-white px-4 py-10 text-center">
      <p className="font-medium">{t("error")}</p>
      {message ? <p className="mt-1 text-sm text-muted">{message}</p> : null}
      <button type="button" onClick={onRetry} className="mt-4 h-10 rounded-md border border-primary px-4 text-sm text-primary hover:bg-primary-light">
        {t("retry")}
      </button>
    </div>
  );
}

function EmptyState() {
  const t = useTranslations("catalog.states");
  const { state, navigate, hrefFor, config } = useCatalog();
  const filtered = hasActiveFilters(state);
  const relation = state.keyword ? parseRelationKeyword(state.keyword, config.searchKeywords) : null;
  const searched = relation ? t("emptyRelation", { kind: relation.kind }) : state.keyword ? t("emptySearch", { keyword: state.keyword }) : null;
  return (
    <div className="rounded-lg border border-line bg-white px-4 py-10 text-center">
      <p className="font-medium">{searched ?? (filtered ? t("emptyFiltered") : t("empty"))}</p>
      {filtered ? (
        <a
          href={hrefFor(emptyFilters())}
          onClick={(event) => {
            event.preventDefault();
            navigate(emptyFilters());
          }}
          className="mt-4 inline-flex h-10 items-center rounded-md border border-primary px-4 text-sm text-primary hover:bg-primary-light"
        >
          {t("resetFilters")}
        </a>
      ) : null}
    </div>
  );
}

/** Phones: pages appended as the end of the list comes into view (and by a button, for keyboards). */
function InfiniteFooter({ query }: { query: TInfinite }) {
  const t = useTranslations("catalog.states");
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = query;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError]);

  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-4" aria-live="polite">
      {isFetchingNextPage ? (
        <>
          <Spinner label={t("loadingMore")} />
          <ProductListSkeleton rows={2} />
        </>
      ) : isFetchNextPageError ? (
        <button type="button" onClick={() => void fetchNextPage()} className="h-10 rounded-md border border-primary px-4 text-sm text-primary">
          {t("retryMore")}
        </button>
      ) : hasNextPage ? (
        <button type="button" onClick={() => void fetchNextPage()} className="h-10 rounded-md border border-line bg-white px-4 text-sm hover:border-primary">
          {t("loadMore")}
        </button>
      ) : (
        <p className="text-sm text-muted">{t("end")}</p>
      )}
    </div>
  );
}

/**
 * The list: one page with pagination links on desktops (and in the server's HTML, for crawlers and
 * script-less browsers), pages appended as it scrolls on phones. Both keep the same list in the same
 * place, so switching to the phone's form after hydration repaints nothing (no late LCP, no shift).
 */
export function CatalogResults({ paged, infinite }: { paged: TPaged; infinite: TInfinite }) {
  const { isMobile } = useCatalog();
  const query = isMobile ? infinite : paged;
  const pages = isMobile ? infinite.data?.pages : paged.data ? [paged.data] : undefined;
  if (!pages) return query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : <ProductListSkeleton />;
  if (!pages[0]?.items.length) return query.isPlaceholderData ? <ProductListSkeleton /> : <EmptyState />;
  return (
    <>
      <ProductList pages={pages.map(pageOf)} place={isMobile ? "infinite" : "list"} busy={query.isPlaceholderData && query.isFetching} />
      {isMobile ? <InfiniteFooter query={infinite} /> : <CatalogPagination pageCount={pages[0].meta.pageCount} />}
    </>
  );
}
