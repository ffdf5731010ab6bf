import { screen } from "@testing-library/react";
import type { UseInfiniteQueryResult, UseQueryResult, InfiniteData } from "@tanstack/react-query";
import { CatalogContextProvider, CatalogRowContextProvider, type TCatalogContext, type TCatalogRowContext } from "@/components/catalog/catalog-context";
import { CatalogResults } from "@/components/catalog/catalog-results";
import { mergeSettings } from "@/lib/client/catalog/catalog-settings";
import type { TCatalogInfo } from "@/lib/contracts/catalog-calls";
import type { TProduct, TProductList } from "@/lib/contracts/catalog";
import { parseCatalogUrl } from "@/lib/shared/catalog-url";
import { renderWithProviders } from "./auth-render";

// The take-over rule of the server's first-page rows (ADR 0030-i20-islands): they are the list while the
// list's first page is the very answer they were rendered from, in the view and columns they have.

const columns = ["image", "name", "price", "currentPrice"];
const info: TCatalogInfo = {
  settings: {
    products: { view: "list", list: { columnsShown: columns, columns } },
    panel: { shown: true, pinned: true, sections: { pinned: false, expandedLevel: 1 } },
  },
  numberOfShownStocks: 0,
  warehouses: [],
  sortOptions: [{ value: "", label: "По умолчанию" }],
  defaultSort: null,
  currency: { code: "RUB", sign: "₽" },
  favoritesFilters: [],
};

const product: TProduct = {
  id: 7, type: "catalog", article: "A-7", analog: false, isRelated: false, minimumBatch: 1, multiplicity: 1, numberOfItemsInCart: 0,
  currentPrice: "100.00", cashBack: "0.00", favorite: false, name: "Автомат ВА47-29", brand: null, category: null, section: null, series: null,
  manufacturerCode: null, price: { value: "100.00", currency: "RUB" }, manufacturer: null, seller: null, unit: "шт", description: "", image: "",
  images: [], quantityInBox: null, quantityInBlock: null, deliveryTime: null, vatRate: 20, weight: null, isRecommended: false, features: [], stocks: [],
};

const initial: TProductList = {
  items: [product],
  meta: { currentPage: 1, pageCount: 1, totalCount: 1, perPage: 20, searchLogUuid: null, title: "Каталог товаров", description: null, hasInitialItem: false, itemsHeadingI18Key: "search.heading.catalog", correctedKeyword: null },
};

const serverRows = { node: <li data-testid="server-row">{product.name} (с сервера)</li>, columns };

function renderResults(data: TProductList, view: "list" | "grid" = "list", shown = columns) {
  const context: TCatalogContext = {
    state: parseCatalogUrl(""),
    config: { siteName: "Демо", defaultSort: null, searchKeywords: { replacement: "Аналог", related: "Связанные" }, currentPriceForUnauthorized: false, analyticsSkipped: true, currencySign: "₽", hasCart: true, numberTexts: { productsCount: {}, levels: [] } },
    viewer: { id: 0, isSignedIn: false, isKnown: true, key: [0, 0] },
    info,
    sections: [],
    settings: { ...mergeSettings(info, null), view, columnsShown: shown },
    updateSettings: jest.fn(),
    hrefFor: () => "/catalog",
    navigate: jest.fn(),
    navigateTo: jest.fn(),
    openProduct: jest.fn(),
    isNavigating: false,
    isMobile: false,
  };
  const rowContext: TCatalogRowContext = { config: context.config, info, hrefFor: context.hrefFor, openProduct: context.openProduct, requestedAmount: undefined };
  const paged = { data, isPlaceholderData: false, isFetching: false, isError: false } as unknown as UseQueryResult<TProductList>;
  const infinite = { data: undefined } as unknown as UseInfiniteQueryResult<InfiniteData<TProductList, unknown>>;
  return renderWithProviders(
    <CatalogContextProvider value={context}>
      <CatalogRowContextProvider value={rowContext}>
        <CatalogResults paged={paged} infinite={infinite} serverRows={serverRows} initialData={initial} />
      </CatalogRowContextProvider>
    </CatalogContextProvider>,
  );
}

describe("catalogue: the server's first-page rows and the browser's list", () => {
  it("shows the server's rows while the first page is the answer they were rendered from", () => {
    renderResults(initial);
    expect(screen.getByTestId("server-row")).toHaveTextContent("(с сервера)");
    expect(screen.queryAllByTestId("product-row")).toHaveLength(0);
  });

  it("gives way to the browser's rows when the page changed (a row patched by the cart or the star, a refetch, another viewer)", async () => {
    renderResults({ ...initial, items: [{ ...product, favorite: true }] });
    const row = await screen.findByTestId("product-row");
    expect(row).toHaveTextContent("Автомат ВА47-29");
    expect(screen.getByRole("button", { name: "Убрать из избранного: Автомат ВА47-29" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByTestId("server-row")).toBeNull();
  });

  it("gives way in the grid view and with other columns, though the page is the same", async () => {
    const grid = renderResults(initial, "grid");
    expect(await screen.findByTestId("product-row")).toHaveClass("rounded-lg");
    expect(screen.queryByTestId("server-row")).toBeNull();
    grid.unmount();
    renderResults(initial, "list", ["name", "price"]);
    expect(await screen.findByTestId("product-row")).not.toHaveTextContent("(с сервера)");
    expect(screen.queryByTestId("server-row")).toBeNull();
  });
});
