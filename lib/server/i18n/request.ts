import "server-only";
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { loadMessages, pickLocale } from "./messages";

// next-intl without locale prefixes: the language comes from the cookie set by the language switcher,
// else from Accept-Language, else Russian.
export default getRequestConfig(async () => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const locale = pickLocale(cookieStore.get("B2B_LANGUAGE")?.value, headerStore.get("accept-language"));
  return { locale, messages: await loadMessages(locale), timeZone: "Europe/Moscow" };
});
