import "server-only";
import { getRequestConfig } from "next-intl/server";
import { requestCookies, requestHeaders } from "@/lib/server/http/request-reads";
import { LANGUAGE_COOKIE } from "@/lib/shared/cookie-names";
import { compileMessages } from "./compile-messages";
import { getRequestIntl } from "./request-config";

// The page's language and messages with the site's own texts (request-config.ts), compiled for
// next-intl's format-only formatter (compile-messages.ts, next.config.mjs).
export default getRequestConfig(async () => {
  const [cookieStore, headerStore] = await Promise.all([requestCookies(), requestHeaders()]);
  const intl = await getRequestIntl({ host: headerStore.get("host"), chosen: cookieStore.get(LANGUAGE_COOKIE)?.value });
  return { ...intl, messages: compileMessages(intl.messages) };
});
