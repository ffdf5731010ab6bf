import type { TCart } from "@/lib/contracts/cart";
import type { TSpecificationListName } from "@/lib/contracts/specifications";

/**
 * Every React Query key of the browser, in one registry (issue 21 item 7). The tab's one cache holds two
 * kinds of answers:
 * - *public* ones, the same for everybody on the site (app info and settings, content and feeds, look-ups,
 *   the bank providers, the captcha): their keys start with one of `publicRoots`;
 * - *personal* ones (the user, the company, the cart, orders, specifications, prices, favourites, custom
 *   products, saved filters, search suggestions): their keys end with the viewer, `[userId, companyId]`
 *   (0 for a visitor or no company), so an answer fetched for one person or company is never read back
 *   for another — and signing in, signing out and switching the company drop them all besides
 *   (`forgetViewerData`, lib/client/auth/forget-viewer-data.ts).
 * Invalidate and remove by a prefix without the viewer (`cart.all`, `specifications.details`): a prefix
 * matches every viewer's answers.
 */
export type TViewerKey = readonly [userId: number, companyId: number];

export const visitorKey: TViewerKey = [0, 0];

/** The first segments of keys whose answers never depend on who is looking: kept when the viewer changes. */
export const publicRoots: ReadonlySet<string> = new Set(["app", "captcha", "lookup", "content", "feeds", "bank-providers"]);

export function isPublicQueryKey(key: readonly unknown[]): boolean {
  return typeof key[0] === "string" && publicRoots.has(key[0]);
}

/** The auth area's keys; other areas invalidate `currentUser` after changing the user. */
export const authQueryKeys = {
  /** The viewer itself: reset (not kept) when the viewer changes. */
  currentUser: ["user", "current"] as const,
  companyList: (viewer: TViewerKey) => ["user", "company-list", viewer] as const,
  appInfo: ["app", "info"] as const,
  siteSettings: ["app", "settings"] as const,
  devOutbox: ["app", "dev-outbox"] as const,
  cookieConsent: ["app", "cookie-consent"] as const,
  captchaChallenge: ["captcha", "local-challenge"] as const,
  companySuggestions: (keyword: string) => ["lookup", "company", keyword] as const,
  addressSuggestions: (keyword: string) => ["lookup", "address", keyword] as const,
  bankProviders: ["bank-providers"] as const,
};

/** The shell's keys. */
export const shellQueryKeys = {
  /** The active company with its managers (`companies`: every viewer's, to invalidate after a change). */
  company: (viewer: TViewerKey) => ["user", "company", viewer] as const,
  companies: ["user", "company"] as const,
  searchSuggest: (keyword: string, viewer: TViewerKey) => ["search", "suggest", keyword, viewer] as const,
};

/** The personal area's keys (/user): the profile, notification settings, saved cards, the company's people. */
export const officeQueryKeys = {
  profile: (viewer: TViewerKey) => ["user", "profile", viewer] as const,
  notificationSettings: (viewer: TViewerKey) => ["user", "notification-settings", viewer] as const,
  paymentBindings: (viewer: TViewerKey) => ["user", "payment-bindings", viewer] as const,
  companyMembers: (viewer: TViewerKey) => ["user", "company-members", viewer] as const,
  goldenClub: (viewer: TViewerKey) => ["user", "golden-club", viewer] as const,
  bonusHistory: (viewer: TViewerKey) => ["user", "golden-club", viewer, "history"] as const,
};

/** The catalogue screen's keys: prices, favourites and cart amounts in every answer are the viewer's. */
export const catalogQueryKeys = {
  all: ["catalog"] as const,
  /** Every viewer's pages, mobile lists and copies of one product (patched in place after a change). */
  lists: ["catalog", "list"] as const,
  infinites: ["catalog", "infinite"] as const,
  anyProduct: (id: number) => ["catalog", "product", id] as const,
  /** One page of the list: `query` is catalogApiQuery (filters, sort, page, size). */
  list: (query: string, viewer: TViewerKey) => ["catalog", "list", query, viewer] as const,
  /** The mobile infinite list: `query` without the page. */
  infinite: (query: string, viewer: TViewerKey) => ["catalog", "infinite", query, viewer] as const,
  /** Every viewer's facets (a favourite's change moves the "in favourites" count). */
  allFacets: ["catalog", "facets"] as const,
  facets: (query: string, viewer: TViewerKey) => ["catalog", "facets", query, viewer] as const,
  info: (viewer: TViewerKey) => ["catalog", "info", viewer] as const,
  prices: (signature: string, viewer: TViewerKey) => ["catalog", "prices", signature, viewer] as const,
  product: (id: number, viewer: TViewerKey) => ["catalog", "product", id, viewer] as const,
  customProduct: (id: number, viewer: TViewerKey) => ["catalog", "custom-product", id, viewer] as const,
  /** The company's custom products matching `keyword` ("" for all); `allCustomProducts` is every keyword's. */
  allCustomProducts: ["catalog", "custom-products"] as const,
  customProducts: (keyword: string, viewer: TViewerKey) => ["catalog", "custom-products", keyword, viewer] as const,
  userFilters: (viewer: TViewerKey) => ["catalog", "user-filters", viewer] as const,
};

export type TCartSort = NonNullable<TCart["sort"]>;

/** The cart's keys; the catalogue, orders and specifications invalidate everything under `all` after adding. */
export const cartKeys = {
  all: ["cart"] as const,
  /** The lines in a sort ("" for the order added: the badge's and the changes' answer). */
  cart: (sort: TCartSort | null, viewer: TViewerKey) => ["cart", "lines", sort ?? "", viewer] as const,
  checkout: (viewer: TViewerKey) => ["cart", "checkout", viewer] as const,
  stock: (viewer: TViewerKey) => ["cart", "stock", viewer] as const,
};

export type TOrdersQuery = Record<string, string>;

export const orderKeys = {
  all: ["orders"] as const,
  list: (query: TOrdersQuery, viewer: TViewerKey) => ["orders", "list", query, viewer] as const,
  items: (query: TOrdersQuery, viewer: TViewerKey) => ["orders", "items", query, viewer] as const,
  detail: (id: number, viewer: TViewerKey) => ["orders", "detail", id, viewer] as const,
};

export type TSpecificationListState = { list: TSpecificationListName; q: string; page: number; perPage?: number };

/** Every change invalidates the lists and replaces the open specification. */
export const specificationKeys = {
  all: ["specifications"] as const,
  lists: ["specifications", "list"] as const,
  list: (query: TSpecificationListState, viewer: TViewerKey) => ["specifications", "list", query, viewer] as const,
  details: ["specifications", "detail"] as const,
  /** Every viewer's copy of one specification (for removing it). */
  anyDetail: (id: number) => ["specifications", "detail", id] as const,
  detail: (id: number, viewer: TViewerKey) => ["specifications", "detail", id, viewer] as const,
};

/** Commercial offers (the offers module): the lists by tab, one offer, its logo. */
export const offerKeys = {
  lists: ["offers", "list"] as const,
  list: (list: string, page: number, viewer: TViewerKey) => ["offers", "list", list, page, viewer] as const,
  anyDetail: (id: number) => ["offers", "detail", id] as const,
  detail: (id: number, viewer: TViewerKey) => ["offers", "detail", id, viewer] as const,
  logo: (url: string) => ["offers", "logo", url] as const,
};

/** The order manager module: the lists by tab and status, one customer order. */
export const managerOrderKeys = {
  lists: ["order-manager", "list"] as const,
  list: (list: string, status: string, page: number, viewer: TViewerKey) => ["order-manager", "list", list, status, page, viewer] as const,
  anyDetail: (id: number) => ["order-manager", "detail", id] as const,
  detail: (id: number, viewer: TViewerKey) => ["order-manager", "detail", id, viewer] as const,
};

/** The configurator module: one configuration's answer (picks, step, search, page) as the viewer's company prices it. */
export const configuratorKeys = {
  all: ["configurator"] as const,
  evaluate: (code: string, state: unknown, viewer: TViewerKey) => ["configurator", code, state, viewer] as const,
};

/** The import wizard's replacement search: products with the company's prices. */
export const importWizardKeys = {
  replacement: (keyword: string, viewer: TViewerKey) => ["import-wizard", "replacement", keyword, viewer] as const,
};

/** Information pages and post feeds: public, the same for everybody. */
export const contentQueryKeys = {
  page: (slug: string) => ["content", "page", slug] as const,
  feed: (slug: string) => ["feeds", slug] as const,
  latest: (slug: string) => ["feeds", slug, "items", "latest"] as const,
  item: (feed: string, item: string) => ["feeds", feed, "items", item] as const,
};
