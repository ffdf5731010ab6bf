import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { routeClientMessages, type TMessageRoute } from "./client-messages";

/**
 * A route's client messages (client-messages.ts): the root layout sends only the shell's, and each
 * route that has client components of its own wraps them in this. A nested provider replaces the
 * messages of the one above it, so the shell's travel again here — as the same objects, which the page
 * data sends once and refers to.
 */
export async function RouteMessages({ route, children }: { route: TMessageRoute; children: React.ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={routeClientMessages(messages, route)}>{children}</NextIntlClientProvider>;
}

/** A segment's layout that only sends its route's messages: `export default routeMessagesLayout("orders")`. */
export function routeMessagesLayout(route: TMessageRoute) {
  return function RouteMessagesLayout({ children }: { children: React.ReactNode }) {
    return <RouteMessages route={route}>{children}</RouteMessages>;
  };
}
