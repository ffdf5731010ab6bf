import type { TCatalogContext } from "@/components/catalog/catalog-context";
import { mergeSettings } from "@/lib/client/catalog/catalog-settings";
import type { TViewer } from "@/lib/client/catalog/use-viewer";
import type { TCatalogInfo } from "@/lib/contracts/catalog-calls";
import type { TCatalogUrlInput, TCatalogUrlState } from "@/lib/shared/catalog-url";

// The catalogue's context as the catalogue screen provides it, for component tests of its parts.

export const info: TCatalogInfo = {
  settings: {
    products: { view: "list", list: { columnsShown: ["image", "name", "price"], columns: ["image", "name", "price"] } },
    panel: { shown: true, pinned: true, sections: { pinned: false, expandedLevel: 1 } },
  },
  numberOfShownStocks: 2,
  warehouses: [],
  sortOptions: [{ value: "", label: "По умолчанию" }],
  defaultSort: null,
  currency: { code: "RUB", sign: "₽" },
  favoritesFilters: [],
};

export function contextOf(state: TCatalogUrlState, navigate: (patch: TCatalogUrlInput) => void, viewer: TViewer = { id: 0, isSignedIn: false, isKnown: true, key: [0, 0] }): TCatalogContext {
  return {
    state,
    config: { siteName: "Демо", defaultSort: null, searchKeywords: { replacement: "Аналог", related: "Связанные" }, currentPriceForUnauthorized: true, analyticsSkipped: true, currencySign: "₽", hasCart: true, numberTexts: { productsCount: {}, levels: [] } },
    viewer,
    info,
    sections: [],
    settings: mergeSettings(info, null),
    updateSettings: jest.fn(),
    hrefFor: () => "/catalog",
    navigate,
    navigateTo: jest.fn(),
    openProduct: jest.fn(),
    isNavigating: false,
    isMobile: false,
  };
}

