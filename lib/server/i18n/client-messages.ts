import "server-only";
import type { AbstractIntlMessages } from "next-intl";

/**
 * The message namespaces client components read (useTranslations in components/ and lib/client/;
 * tests/unit/shell-client-messages.test.ts keeps this list complete). Only these travel to the browser
 * in every page's payload: the rest (server texts, API errors, mail) stays on the server, which makes
 * the HTML smaller and its rendering cheaper.
 */
export const clientNamespaces = ["common", "errors", "shell", "authUi", "bankAuth", "catalog", "cart", "orders", "documents", "sbp", "specificationsScreen", "importWizard", "offers", "offersScreen", "content", "office"] as const;

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const name of clientNamespaces) {
    const branch = messages[name];
    if (branch !== undefined) picked[name] = branch;
  }
  return picked;
}
