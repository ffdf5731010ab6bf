import "server-only";
import type { AbstractIntlMessages } from "next-intl";

/**
 * The messages client components read (useTranslations in components/ and lib/client/), sent to the
 * browser per route instead of every namespace on every page (issue 20). A path is a namespace
 * ("shell") or a branch or key inside one ("office.nav", "cart.badge").
 *
 * - `shellMessagePaths` travel with every page (the root layout's provider): what the shell, its menus
 *   and dialogs, the error and not-found pages read.
 * - `routeMessagePaths` add a route's own (app/…/layout.tsx or page.tsx wraps it in <RouteMessages>).
 *
 * tests/unit/shell-client-messages.test.ts follows the imports of every layout and page and fails when a
 * component would read a message its page does not send. The rest (server texts, API errors, mail) stays
 * on the server.
 */
export const shellMessagePaths = [
  "common",
  "errors",
  "shell",
  "authUi",
  "bankAuth",
  "content",
  // The header's account menu and cart badge (with the cart hook's snackbar texts).
  "office.title",
  "office.nav",
  "cart.badge",
  "cart.badgeCount",
  "cart.updateFailed",
  "cart.removed",
  "cart.cleared",
] as const;

export const routeMessagePaths = {
  catalog: ["catalog", "specificationsScreen.add", "offersScreen.add"],
  cart: ["cart", "catalog.cart.amountNote", "importWizard", "offersScreen.newName", "offersScreen.fromCart", "offersScreen.fromSource", "goldenClub.spend"],
  orders: ["orders", "sbp", "offersScreen.newName", "offersScreen.fromCart", "offersScreen.fromSource"],
  documents: ["documents", "orders.pager", "sbp"],
  specifications: ["specificationsScreen", "cart", "catalog.cart.amountNote", "importWizard", "orders.pager", "offersScreen.newName", "offersScreen.fromCart", "offersScreen.fromSource"],
  office: ["office", "cart.checkout", "specificationsScreen.confirm"],
  goldenClub: ["office", "cart.checkout", "specificationsScreen.confirm", "goldenClub"],
  specificationPrint: ["specificationsScreen.print"],
  offers: ["offers", "offersScreen", "specificationsScreen.nameDialog", "orderManager.fromOffer", "orderManager.customer"],
  offerPrint: ["offers.columns", "offers.pdf", "offersScreen"],
  orderManager: ["orderManager"],
  configurator: ["configurator"],
} as const satisfies Record<string, readonly string[]>;

export type TMessageRoute = keyof typeof routeMessagePaths;

/**
 * The messages at the given paths. Whole namespaces and branches keep their objects (the same objects
 * in the root's provider and a route's, which the page data then carries once).
 */
export function pickClientMessages(messages: AbstractIntlMessages, paths: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  // Shorter paths first: a whole namespace makes its keys' paths redundant.
  for (const path of [...paths].sort((a, b) => a.split(".").length - b.split(".").length)) {
    const parts = path.split(".");
    let source: AbstractIntlMessages | string | undefined = messages;
    let target: AbstractIntlMessages = picked;
    for (const [index, part] of parts.entries()) {
      if (typeof source !== "object" || source === null) break;
      source = (source as AbstractIntlMessages)[part] as AbstractIntlMessages | string | undefined;
      if (source === undefined) break;
      if (index === parts.length - 1) {
        target[part] = source;
        break;
      }
      const existing = target[part];
      // Already picked whole (an earlier, shorter path).
      if (existing !== undefined && existing === (source as unknown)) break;
      if (typeof existing !== "object") target[part] = {};
      target = target[part] as AbstractIntlMessages;
    }
  }
  return picked;
}

/** What the root layout sends with every page. */
export function shellClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return pickClientMessages(messages, shellMessagePaths);
}

/** What a route's provider sends: the shell's messages and the route's own. */
export function routeClientMessages(messages: AbstractIntlMessages, route: TMessageRoute): AbstractIntlMessages {
  return pickClientMessages(messages, [...shellMessagePaths, ...routeMessagePaths[route]]);
}
