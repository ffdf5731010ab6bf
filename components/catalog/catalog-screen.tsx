"use client";

import { useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from "react";
import { closeDialog, pushCatalogHref, pushDialogHref, replaceCatalogHref, replaceDialogHref, type TDialogOrigin } from "@/lib/client/catalog/catalog-history";
import { fetchProductPage } from "@/lib/client/catalog/fetch-catalog";
import { fromFirstPaint, type TFirstPaintList } from "@/lib/client/catalog/first-paint";
import { useSearchLogBeacon } from "@/lib/client/catalog/search-log-beacon";
import { catalogQueryKeys } from "@/lib/client/query-keys";
import { useCatalogSettings } from "@/lib/client/catalog/use-catalog-settings";
import { useCatalogInfo, useFacets, useProductPage, useProductPages } from "@/lib/client/catalog/use-catalog-data";
import { useViewer } from "@/lib/client/catalog/use-viewer";
import { useScreenType } from "@/lib/client/shell/screen-type";
import type { TCatalogInfo, TCustomProduct } from "@/lib/contracts/catalog-calls";
import type { TSearchFilters, TProductList } from "@/lib/contracts/catalog";
import type { TCatalogJsonLdPage } from "@/lib/shared/catalog-json-ld";
import { catalogApiQuery, catalogFilterQuery, catalogHref, changeCatalogState, hasActiveFilters, parseCatalogUrl, productKey, type TCatalogUrlInput } from "@/lib/shared/catalog-url";
import { ActiveFilters, useActiveFilterChips } from "./active-filters";
import { CatalogContextProvider, CatalogRowContextProvider, type TCatalogConfig, type TCatalogContext, type TCatalogRowContext } from "./catalog-context";
import { CatalogEvents } from "./catalog-events";
import { CatalogHeading } from "./catalog-heading";
import { CatalogJsonLd } from "./catalog-json-ld";
import { CatalogPanel } from "./catalog-panel";
import { CatalogResults } from "./catalog-results";
import { CatalogSkipLinks, RESULTS_ID } from "./catalog-skip-links";
import { CatalogToolbar } from "./catalog-toolbar";
import type { TListNavigation } from "./list-navigation";
import type { TSectionNode } from "./section-tree-utils";
import { SectionsStrip } from "./sections-tree";

// Dialogs and the phone's filter sheet are fetched when first opened: the first paint carries none of them.
const ProductDialog = dynamic(() => import("./product-dialog"), { ssr: false });
const FiltersSheet = dynamic(() => import("./filters-sheet"), { ssr: false });
const CustomProductCreateDialog = dynamic(() => import("./custom-product-create-dialog"), { ssr: false });
const CustomProductsDialog = dynamic(() => import("./custom-products-dialog"), { ssr: false });
const CustomProductsFound = dynamic(() => import("./custom-product-list").then((m) => m.CustomProductsFound), { ssr: false });
// Saved filters are a signed-in buyer's: fetched once one is known, never part of a visitor's first load.
const SavedFilters = dynamic(() => import("./saved-filters").then((m) => m.SavedFilters), { ssr: false });
const SaveFilterButton = dynamic(() => import("./save-filter-button").then((m) => m.SaveFilterButton), { ssr: false });

export type TCatalogScreenProps = {
  /** The server's first page (null when it could not be rendered for a visitor, e.g. "in favourites"). */
  initialList: TFirstPaintList | null;
  initialListQuery: string;
  initialFacets: TSearchFilters | null;
  initialFacetsQuery: string;
  info: TCatalogInfo;
  sections: TSectionNode[];
  config: TCatalogConfig;
  /**
   * The server's guess from the browser's User-Agent that this is a phone: until the screen is known
   * the side panel (hidden on phones by CSS anyway) is left out of the first paint for phones.
   */
  isPhoneGuess: boolean;
  /** The first page's JSON-LD besides its list (null without a first page). */
  jsonLd: TCatalogJsonLdPage | null;
};

/**
 * The catalogue screen (spec §2 /catalog). The address is the state; the server renders the first page
 * for everyone, then the browser takes over: lists and facets come from the API with the buyer's
 * token (their prices, favourites, cart), and address changes stay in the page.
 */
/** Scrolls the results' top into view when it is above the visible part (under the sticky header included). */
function revealTop(node: HTMLElement | null): void {
  if (node && node.getBoundingClientRect().top < parseFloat(getComputedStyle(node).scrollMarginTop || "0")) node.scrollIntoView({ block: "start" });
}

export function CatalogScreen({ initialList, initialListQuery, initialFacets, initialFacetsQuery, info: serverInfo, sections, config, isPhoneGuess, jsonLd }: TCatalogScreenProps) {
  const t = useTranslations("catalog");
  const searchParams = useSearchParams();
  const state = useMemo(() => parseCatalogUrl(searchParams.toString()), [searchParams]);
  const viewer = useViewer();
  const screen = useScreenType();
  const isMobile = screen !== null && screen !== "desktop";
  // The list keeps its paged, crawlable form until the screen is known; the panel follows the guess.
  const hasPanel = screen === null ? !isPhoneGuess : screen === "desktop";
  const queryClient = useQueryClient();
  const [, startTransition] = useTransition();

  const info = useCatalogInfo({ viewer, initial: serverInfo }).data ?? serverInfo;
  const [settings, updateSettings] = useCatalogSettings(info);

  const listQuery = catalogApiQuery(state, config.defaultSort);
  const filterQuery = catalogFilterQuery(state);
  const initialPage = useMemo(() => (initialList ? { query: initialListQuery, data: fromFirstPaint(initialList, serverInfo.warehouses) } : null), [initialList, initialListQuery, serverInfo.warehouses]);
  const initialFacetData = useMemo(() => (initialFacets ? { query: initialFacetsQuery, data: initialFacets } : null), [initialFacets, initialFacetsQuery]);
  useSearchLogBeacon(initialPage, viewer);
  const paged = useProductPage({ query: listQuery, viewer, initial: initialPage, enabled: !isMobile });
  // Phones: the address follows the pages appended («Показать ещё»), so one list is one query
  // whatever its page; it starts at the page the address had when this list was opened.
  const infiniteQuery = catalogApiQuery({ ...state, page: undefined }, config.defaultSort);
  const [start, setStart] = useState({ query: infiniteQuery, page: state.page ?? 1 });
  if (start.query !== infiniteQuery) setStart({ query: infiniteQuery, page: state.page ?? 1 });
  const startPage = start.query === infiniteQuery ? start.page : (state.page ?? 1);
  const infinite = useProductPages({ query: infiniteQuery, startPage, viewer, initial: initialPage, enabled: isMobile });
  const lastLoadedPage = infinite.data?.pages.at(-1)?.meta.currentPage;
  useEffect(() => {
    if (!isMobile || lastLoadedPage === undefined) return;
    const current = parseCatalogUrl(window.location.search);
    if ((current.page ?? 1) !== lastLoadedPage) replaceCatalogHref(catalogHref({ ...current, page: lastLoadedPage }));
  }, [isMobile, lastLoadedPage]);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Phones need the facets for the filter sheet and for naming the filters in force, not before.
  const facets = useFacets({ query: filterQuery, viewer, initial: initialFacetData, enabled: hasPanel || sheetOpen || hasActiveFilters(state) });

  const hrefFor = useCallback((patch: TCatalogUrlInput) => catalogHref(changeCatalogState(state, patch)), [state]);
  const topRef = useRef<HTMLDivElement>(null);
  const navigate = useCallback((patch: TCatalogUrlInput, options: { replace?: boolean } = {}) => {
    // From the address as it is now, not as last rendered: two quick changes both count.
    const href = catalogHref(changeCatalogState(parseCatalogUrl(window.location.search), patch));
    startTransition(() => (options.replace ? replaceCatalogHref(href) : pushCatalogHref(href)));
    // A new page, filter or sort lists other products: a buyer scrolled down would not see the first ones.
    if (!("product" in patch) && !("requestedAmount" in patch)) revealTop(topRef.current);
  }, []);
  // Another list (a section, a page, a saved filter, a search) starts at its top.
  const navigateTo = useCallback((href: string) => {
    startTransition(() => pushCatalogHref(href));
    topRef.current?.scrollIntoView({ block: "start" });
  }, []);
  const openProduct = useCallback((key: string, origin: TDialogOrigin) => pushDialogHref(hrefFor({ product: key }), origin), [hrefFor]);

  const listData = isMobile ? infinite.data?.pages[0] : paged.data;
  const listQueryState = isMobile ? infinite : paged;
  const isNavigating = listQueryState.isPlaceholderData && listQueryState.isFetching;
  // Data of the previous address (kept on screen while the new one loads) must not name the new list.
  const isCurrent = Boolean(listData) && (!listQueryState.isPlaceholderData || initialPage?.query === listQuery);
  const currentMeta = isCurrent && listData ? listData.meta : null;

  const context: TCatalogContext = useMemo(
    () => ({ state, config, viewer, info, sections, settings, updateSettings, hrefFor, navigate, navigateTo, openProduct, isNavigating, isMobile }),
    [state, config, viewer, info, sections, settings, updateSettings, hrefFor, navigate, navigateTo, openProduct, isNavigating, isMobile],
  );

  const requestedAmount = state.requestedAmount;
  const rowContext: TCatalogRowContext = useMemo(() => ({ config, info, hrefFor, openProduct, requestedAmount }), [config, info, hrefFor, openProduct, requestedAmount]);

  // ——— The list the product dialog walks through (spec §2: previous / next across page boundaries) ———
  const loaded = useMemo(() => (isMobile ? (infinite.data?.pages ?? []) : paged.data ? [paged.data] : []), [isMobile, infinite.data, paged.data]);
  const flat = useMemo(() => loaded.flatMap((page) => page.items.map((product, index) => ({ product, page: page.meta.currentPage, position: (page.meta.currentPage - 1) * page.meta.perPage + index + 1 }))), [loaded]);
  const lastMeta = loaded.at(-1)?.meta;
  const firstMeta = loaded[0]?.meta;
  const nav: TListNavigation = {
    itemOf: (id) => flat.find((entry) => entry.product.id === id)?.product,
    locate: (id) => {
      const entry = flat.find((e) => e.product.id === id);
      return entry && lastMeta ? { position: entry.position, total: lastMeta.totalCount } : null;
    },
    canStep: (id, direction) => {
      const index = flat.findIndex((e) => e.product.id === id);
      if (index < 0 || !firstMeta || !lastMeta) return false;
      if (direction === 1) return index < flat.length - 1 || lastMeta.currentPage < lastMeta.pageCount;
      return index > 0 || firstMeta.currentPage > 1;
    },
    step: async (id, direction) => {
      const index = flat.findIndex((e) => e.product.id === id);
      if (index < 0 || !firstMeta || !lastMeta) return;
      const origin = (entry: { product: { id: number }; position: number }, page: TProductList) => ({ searchLogUuid: page.meta.searchLogUuid, position: entry.position });
      const within = flat[index + direction];
      if (within) {
        const page = loaded.find((p) => p.meta.currentPage === within.page) ?? loaded[0];
        replaceDialogHref(hrefFor({ product: productKey("catalog", within.product.id) }), origin(within, page));
        return;
      }
      // The page ends here: load the neighbouring page and open its first (or last) product.
      let page: TProductList | undefined;
      if (isMobile) {
        const result = direction === 1 ? await infinite.fetchNextPage() : await infinite.fetchPreviousPage();
        const pages = result.data?.pages ?? [];
        page = direction === 1 ? pages.at(-1) : pages[0];
      } else {
        const target = (direction === 1 ? lastMeta.currentPage : firstMeta.currentPage) + direction;
        const query = catalogApiQuery(state, config.defaultSort, target);
        page = await queryClient.fetchQuery({ queryKey: catalogQueryKeys.list(query, viewer.key), queryFn: ({ signal }) => fetchProductPage(query, signal), staleTime: 60_000 });
      }
      const product = direction === 1 ? page?.items[0] : page?.items.at(-1);
      if (!page || !product) return;
      const position = (page.meta.currentPage - 1) * page.meta.perPage + (direction === 1 ? 1 : page.items.length);
      replaceDialogHref(hrefFor({ product: productKey("catalog", product.id), ...(isMobile ? {} : { page: page.meta.currentPage }) }), { searchLogUuid: page.meta.searchLogUuid, position });
    },
    searchLogUuid: listData?.meta.searchLogUuid ?? null,
  };

  const chips = useActiveFilterChips(state, facets.data);
  const [customOpen, setCustomOpen] = useState(false);
  const [customListOpen, setCustomListOpen] = useState(false);
  const onCustomCreated = (product: TCustomProduct) => {
    setCustomOpen(false);
    openProduct(productKey("custom", product.id), { searchLogUuid: null, position: null });
  };
  const facetProps = { facets: facets.data, isLoading: facets.isFetching && facets.isPlaceholderData, isError: facets.isError, onRetry: () => void facets.refetch() };

  return (
    <CatalogContextProvider value={context}>
      <CatalogRowContextProvider value={rowContext}>
        {jsonLd && initialPage ? <CatalogJsonLd list={initialPage.data} page={jsonLd} /> : null}
        <CatalogEvents
          meta={currentMeta}
          firstItems={listData?.items ?? []}
          // The list-view event: the page shown, or on phones every page the endless list has loaded.
          listView={{ key: isMobile ? infiniteQuery : listQuery, pages: currentMeta ? (isMobile ? (infinite.data?.pages ?? []) : listData ? [listData] : []) : [] }}
        />
        <div ref={topRef} data-testid="catalog-screen" data-ready={viewer.isKnown && screen !== null && !isNavigating ? "true" : undefined} className="scroll-mt-20" />
        <CatalogSkipLinks hasFilters={hasPanel && settings.panel.shown} />
        {viewer.isSignedIn ? <SavedFilters /> : null}
        <div className="flex items-start gap-6">
          {hasPanel ? <CatalogPanel {...facetProps} /> : null}
          <section aria-labelledby="catalog-heading" className="min-w-0 flex-1">
            <CatalogHeading meta={currentMeta} />
            <SectionsStrip />
            <CatalogToolbar
              activeFilterCount={chips.length}
              onOpenFilters={() => setSheetOpen(true)}
              actions={
                viewer.isSignedIn ? (
                  <>
                    {state.section !== undefined || state.keyword || hasActiveFilters(state) ? <SaveFilterButton /> : null}
                    <button type="button" onClick={() => setCustomListOpen(true)} className="flex h-10 items-center rounded-md border border-line bg-white px-3 text-sm hover:border-primary">
                      {t("custom.listButton")}
                    </button>
                    <button type="button" onClick={() => setCustomOpen(true)} className="flex h-10 items-center rounded-md border border-line bg-white px-3 text-sm hover:border-primary">
                      {t("custom.add")}
                    </button>
                  </>
                ) : null
              }
            />
            <ActiveFilters chips={chips} />
            {viewer.isSignedIn && state.keyword ? <CustomProductsFound /> : null}
            {/* The skip link's and the pager's target: a new page keeps the keyboard here, not on <body>. */}
            <div id={RESULTS_ID} tabIndex={-1} className="scroll-mt-20 outline-none">
              <CatalogResults paged={paged} infinite={infinite} />
            </div>
          </section>
        </div>
        {isMobile && sheetOpen ? <FiltersSheet open={sheetOpen} onOpenChange={setSheetOpen} {...facetProps} totalCount={facets.data?.totalCount ?? listData?.meta.totalCount ?? null} /> : null}
        {customListOpen ? (
          <CustomProductsDialog
            open={customListOpen}
            onOpenChange={setCustomListOpen}
            onCreate={() => {
              setCustomListOpen(false);
              setCustomOpen(true);
            }}
          />
        ) : null}
        {customOpen ? <CustomProductCreateDialog open={customOpen} onOpenChange={setCustomOpen} onCreated={onCustomCreated} /> : null}
        {state.product ? <ProductDialog productKey={state.product} nav={nav} onClose={() => closeDialog(hrefFor({ product: undefined }))} /> : null}
      </CatalogRowContextProvider>
    </CatalogContextProvider>
  );
}
