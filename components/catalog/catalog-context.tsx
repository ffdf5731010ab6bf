"use client";

import { createContext, useContext } from "react";
import type { TCatalogInfo } from "@/lib/contracts/catalog-calls";
import type { TCatalogSettings, TStoredCatalogSettings } from "@/lib/client/catalog/catalog-settings";
import type { TDialogOrigin } from "@/lib/client/catalog/catalog-history";
import type { TViewer } from "@/lib/client/catalog/use-viewer";
import type { TCatalogUrlInput, TCatalogUrlState } from "@/lib/shared/catalog-url";
import type { TSectionNode } from "./section-tree-utils";

/** Site configuration the screen needs, read on the server. */
export type TCatalogConfig = {
  siteName: string;
  defaultSort: string | null;
  searchKeywords: { replacement: string; related: string };
  currentPriceForUnauthorized: boolean;
  /** Spec §7: analytics events are not posted when the site's b2bAnalytics module is on. */
  analyticsSkipped: boolean;
  currencySign: string;
  /** The cart API exists: amount inputs and "add to cart" are offered. */
  hasCart: boolean;
  /** The site has the commercial offers module on: «В КП» beside «В спецификацию» (absent: off). */
  hasOffers?: boolean;
  /** Texts of the first render that hold a formatted number, formatted by the server (see TNumberTexts). */
  numberTexts: TNumberTexts;
};

/**
 * The texts with a number (an ICU `#`) that the first render of the screen shows, as the server
 * formatted them: the browser's first `Intl.NumberFormat` costs ≈ 30 ms of the hydration task
 * (≈ 130 ms at Lighthouse's 4× CPU), and nothing else on a visitor's first load needs one.
 * A count the server did not format is formatted in the browser as before.
 */
export type TNumberTexts = {
  /** "20 000 товаров" by count: the first list's total. */
  productsCount: Record<number, string>;
  /** The side panel's "expanded level" choices, by level (0–3). */
  levels: string[];
};

export type TCatalogContext = {
  state: TCatalogUrlState;
  config: TCatalogConfig;
  viewer: TViewer;
  info: TCatalogInfo;
  sections: TSectionNode[];
  settings: TCatalogSettings;
  updateSettings: (update: (stored: TStoredCatalogSettings) => TStoredCatalogSettings) => void;
  /** The address of the state after a change (filters reset the page and the sort, spec §4). */
  hrefFor: (patch: TCatalogUrlInput) => string;
  /** Changes the address (a new history entry unless `replace`). */
  navigate: (patch: TCatalogUrlInput, options?: { replace?: boolean }) => void;
  /** Goes to an address as it is (a saved filter, a keyword search). */
  navigateTo: (href: string) => void;
  openProduct: (key: string, origin: TDialogOrigin) => void;
  /** True while a new address's data is on its way. */
  isNavigating: boolean;
  /** The mobile variant (below 1280 px): infinite list, filters in a sheet. */
  isMobile: boolean;
};

/**
 * What a product row or card needs from the screen: the parts that do not change when the viewer becomes
 * known, the device is recognised or a new list is loading — so the memoised rows of a page are not
 * rendered again for any of that (on a phone that was one long task after hydration).
 */
export type TCatalogRowContext = Pick<TCatalogContext, "config" | "info" | "hrefFor" | "openProduct"> & { requestedAmount: TCatalogUrlState["requestedAmount"] };

const Context = createContext<TCatalogContext | null>(null);
const RowContext = createContext<TCatalogRowContext | null>(null);

export const CatalogRowContextProvider = RowContext.Provider;

export function useCatalogRow(): TCatalogRowContext {
  const value = useContext(RowContext);
  if (!value) throw new Error("useCatalogRow outside the catalogue screen");
  return value;
}

export const CatalogContextProvider = Context.Provider;

export function useCatalog(): TCatalogContext {
  const value = useContext(Context);
  if (!value) throw new Error("useCatalog outside the catalogue screen");
  return value;
}
