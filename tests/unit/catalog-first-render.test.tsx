import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { CatalogContextProvider, CatalogRowContextProvider, type TCatalogContext, type TCatalogRowContext } from "@/components/catalog/catalog-context";
import { CatalogHeading } from "@/components/catalog/catalog-heading";
import { ListPricesProvider, type TListPrices } from "@/components/catalog/list-prices";
import { ProductRow } from "@/components/catalog/product-row";
import { mergeSettings } from "@/lib/client/catalog/catalog-settings";
import type { TCatalogInfo } from "@/lib/contracts/catalog-calls";
import type { TProduct, TProductListMeta } from "@/lib/contracts/catalog";
import { parseCatalogUrl } from "@/lib/shared/catalog-url";
import { renderWithProviders } from "./auth-render";

// Counts the renders of a row's favourite button: a part of the row that the price refresh must not re-render.
const favoriteRenders = jest.fn();
jest.mock("@/components/catalog/favorite-button", () => {
  const actual = jest.requireActual("@/components/catalog/favorite-button");
  return {
    FavoriteButton: (props: Parameters<typeof actual.FavoriteButton>[0]) => {
      favoriteRenders();
      return actual.FavoriteButton(props);
    },
  };
});

const info: TCatalogInfo = {
  settings: {
    products: { view: "list", list: { columnsShown: ["image", "name", "price", "currentPrice"], columns: ["image", "name", "price", "currentPrice"] } },
    panel: { shown: true, pinned: true, sections: { pinned: false, expandedLevel: 1 } },
  },
  numberOfShownStocks: 0,
  warehouses: [],
  sortOptions: [{ value: "", label: "По умолчанию" }],
  defaultSort: null,
  currency: { code: "RUB", sign: "₽" },
  favoritesFilters: [],
};

const config: TCatalogContext["config"] = {
  siteName: "Демо",
  defaultSort: null,
  searchKeywords: { replacement: "Аналог", related: "Связанные" },
  currentPriceForUnauthorized: true,
  analyticsSkipped: true,
  currencySign: "₽",
  hasCart: true,
  numberTexts: { productsCount: { 20000: "20 000 товаров (с сервера)" }, levels: [] },
};

const meta = (totalCount: number): TProductListMeta => ({
  currentPage: 1,
  pageCount: 1,
  totalCount,
  perPage: 20,
  searchLogUuid: null,
  title: "Каталог товаров",
  description: null,
  hasInitialItem: false,
  itemsHeadingI18Key: "search.heading.catalog",
  correctedKeyword: null,
});

function context(): TCatalogContext {
  return {
    state: parseCatalogUrl(""),
    config,
    viewer: { id: 0, isSignedIn: false, isKnown: true, key: [0, 0] },
    info,
    sections: [],
    settings: mergeSettings(info, null),
    updateSettings: jest.fn(),
    hrefFor: () => "/catalog",
    navigate: jest.fn(),
    navigateTo: jest.fn(),
    openProduct: jest.fn(),
    isNavigating: false,
    isMobile: false,
  };
}

const product: TProduct = {
  id: 7,
  type: "catalog",
  article: "A-7",
  analog: false,
  isRelated: false,
  minimumBatch: 1,
  multiplicity: 1,
  numberOfItemsInCart: 0,
  currentPrice: "100.00",
  cashBack: "0.00",
  favorite: false,
  name: "Автомат ВА47-29",
  brand: null,
  category: null,
  section: null,
  series: null,
  manufacturerCode: null,
  price: { value: "100.00", currency: "RUB" },
  manufacturer: null,
  seller: null,
  unit: "шт",
  description: "",
  image: "",
  images: [],
  quantityInBox: null,
  quantityInBlock: null,
  deliveryTime: null,
  vatRate: 20,
  weight: null,
  isRecommended: false,
  features: [],
  stocks: [],
};

describe("catalogue heading: counts formatted by the server", () => {
  it("shows the server's text for the count it formatted and formats any other count itself", () => {
    const first = renderWithProviders(
      <CatalogContextProvider value={context()}>
        <CatalogHeading meta={meta(20000)} />
      </CatalogContextProvider>,
    );
    expect(screen.getByTestId("catalog-count")).toHaveTextContent("20 000 товаров (с сервера) · Цены с НДС");
    first.unmount();
    renderWithProviders(
      <CatalogContextProvider value={context()}>
        <CatalogHeading meta={meta(21)} />
      </CatalogContextProvider>,
    );
    expect(screen.getByTestId("catalog-count")).toHaveTextContent(/^21 товар ·/);
  });

  it("names an analog or related search by what it lists, not by its query syntax", () => {
    const cases: [string, string][] = [
      ["keyword=Аналог:ВА47-29", "Аналоги товара «ВА47-29»"],
      ["keyword=связанные:id.42", "Связанные товары"],
      ["keyword=кабель", "Результаты поиска «кабель»"],
    ];
    for (const [query, heading] of cases) {
      const view = renderWithProviders(
        <CatalogContextProvider value={{ ...context(), state: parseCatalogUrl(query) }}>
          <CatalogHeading meta={null} />
        </CatalogContextProvider>,
      );
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(new RegExp(`^${heading}$`));
      view.unmount();
    }
  });
});

describe("list rows: the current price is an island", () => {
  const columns = ["image", "name", "price", "currentPrice"];
  const rowContext: TCatalogRowContext = { config, info, hrefFor: () => "/catalog?product=7", openProduct: jest.fn(), requestedAmount: undefined };
  const row = (prices: TListPrices) => (
    <CatalogRowContextProvider value={rowContext}>
      <ListPricesProvider value={prices}>
        <ul>
          <ProductRow
            product={product}
            columns={columns}
            position={1}
            searchLogUuid={null}
            eagerImage
            favoritePending={false}
            onToggleFavorite={noop}
            cartPending={false}
            onAddToCart={noop}
          />
        </ul>
      </ListPricesProvider>
    </CatalogRowContextProvider>
  );
  const noop = () => undefined;

  it("shows the refresh and its answer without rendering the row again", () => {
    favoriteRenders.mockClear();
    let setPrices: (prices: TListPrices) => void = noop;
    function Harness() {
      const [prices, set] = useState<TListPrices>({ prices: new Map(), isRefreshing: true });
      setPrices = set;
      return row(prices);
    }
    const { container } = renderWithProviders(<Harness />);
    const priceCell = () => container.querySelector("li > div:nth-child(4)");
    expect(priceCell()).toHaveTextContent("100,00 ₽");
    expect(priceCell()?.querySelector("svg.animate-spin")).not.toBeNull();
    const rendersBefore = favoriteRenders.mock.calls.length;

    act(() => setPrices({ prices: new Map([[7, { currentPrice: "91.50", cashBack: "0.00" }]]), isRefreshing: false }));
    expect(priceCell()).toHaveTextContent("91,50 ₽");
    expect(priceCell()?.querySelector("svg.animate-spin")).toBeNull();
    // Phones' price block follows too: the base price struck through beside the lower current one.
    expect(screen.getAllByText("91,50 ₽")).toHaveLength(2);
    expect(screen.getByText("100,00 ₽", { selector: "p" })).toHaveClass("line-through");
    expect(favoriteRenders.mock.calls.length).toBe(rendersBefore);
  });
});
