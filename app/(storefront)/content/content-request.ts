import "server-only";
import { headers } from "next/headers";
import { getLocale } from "next-intl/server";
import { cache } from "react";
import type { TContentContext } from "@/lib/server/content/content-context";
import { getRequestSite } from "@/lib/server/http/request-site";
import { isLocale } from "@/lib/shared/locales";

/** The site, language and origin of a content or post page; one per request, shared by metadata and page. */
export const contentRequest = cache(async (): Promise<TContentContext & { origin: string }> => {
  const [site, rawLocale, requestHeaders] = await Promise.all([getRequestSite(), getLocale(), headers()]);
  const proto = requestHeaders.get("x-forwarded-proto")?.split(",")[0].trim() === "https" ? "https" : "http";
  return { site, locale: isLocale(rawLocale) ? rawLocale : "ru", origin: `${proto}://${requestHeaders.get("host") ?? "localhost"}` };
});
