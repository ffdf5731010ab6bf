/**
 * Which business areas this build has, and which of them a site shows (spec §2 "Other screens": the top
 * menu is Catalogue, Specifications, Orders, Documents, Modules, News). A feature that is not built yet
 * is absent, not a dead link: an area adds itself to `builtAreas` (or `builtModules`) in the same change
 * that lands its pages, and the menu, the /modules page and the links that point at it follow.
 */

export type TAreaKey = "catalog" | "specifications" | "orders" | "documents" | "modules" | "news" | "content";
export type TModuleKey = "offers" | "orderManager" | "configurator";

/** Areas whose pages exist in this build. */
export const builtAreas: Readonly<Partial<Record<Exclude<TAreaKey, "modules">, true>>> = {
  catalog: true,
  orders: true,
  // /specifications, /specifications/{id} (+ /print): issue 17.
  specifications: true,
  // /posts/{feed} and /content/{slug}: News shows in the menu where the site's news flag is on.
  news: true,
  content: true,
  // /documents, /documents/payment-schedule, /documents/delivery-schedule: issue 18.
  documents: true,
};

/** Modules (under /modules) whose pages exist in this build. */
export const builtModules: Readonly<Record<TModuleKey, boolean>> = {
  // /modules/offers, /modules/offers/{id} (+ /print): issue 23.
  offers: true,
  // /modules/order-manager, /modules/order-manager/{id}: issue 23 item 2.
  orderManager: true,
  // /modules/configurator, /modules/configurator/{code}: issue 23 item 3.
  configurator: true,
};

/** The part of a site (or of GET /api/v1/info) that switches areas on and off. */
export type TAreaSwitches = {
  featureFlags: { documents: boolean; news: boolean };
  /** Documents need the site to show legal documents at all (their calls answer 403 otherwise). */
  settings: { isAllowedViewLegalDocuments: boolean };
  modules: { enabled: boolean; offers: boolean; orderManager: boolean; configurator: boolean };
};

export type TMenuItem = { key: Exclude<TAreaKey, "content">; href: string };

export const moduleHrefs: Record<TModuleKey, string> = { offers: "/modules/offers", orderManager: "/modules/order-manager", configurator: "/modules/configurator" };

export function isAreaBuilt(key: Exclude<TAreaKey, "modules">): boolean {
  return builtAreas[key] === true;
}

/** Modules that are built, and switched on for the site (modules enabled, and the module's own flag). */
export function enabledModules(site: TAreaSwitches): TModuleKey[] {
  if (!site.modules.enabled) return [];
  return (["offers", "orderManager", "configurator"] as const).filter((key) => builtModules[key] && site.modules[key]);
}

/** The top menu of a site, in the spec's order: each item only when its area is built and its flag is on. */
export function topMenu(site: TAreaSwitches): TMenuItem[] {
  const items: (TMenuItem | null)[] = [
    { key: "catalog", href: "/catalog" },
    isAreaBuilt("specifications") ? { key: "specifications", href: "/specifications" } : null,
    isAreaBuilt("orders") ? { key: "orders", href: "/orders" } : null,
    isAreaBuilt("documents") && site.featureFlags.documents && site.settings.isAllowedViewLegalDocuments ? { key: "documents", href: "/documents" } : null,
    enabledModules(site).length ? { key: "modules", href: "/modules" } : null,
    isAreaBuilt("news") && site.featureFlags.news ? { key: "news", href: "/posts/news" } : null,
  ];
  return items.filter((item): item is TMenuItem => item !== null);
}
