import "server-only";
import { getLocale } from "next-intl/server";
import { cache } from "react";
import type { TContentContext } from "@/lib/server/content/content-context";
import { getRequestOrigin, getRequestSite } from "@/lib/server/http/request-site";
import { isLocale } from "@/lib/shared/locales";

/** The site, language and origin of a content or post page; one per request, shared by metadata and page. */
export const contentRequest = cache(async (): Promise<TContentContext & { origin: string }> => {
  const [site, rawLocale, origin] = await Promise.all([getRequestSite(), getLocale(), getRequestOrigin()]);
  return { site, locale: isLocale(rawLocale) ? rawLocale : "ru", origin };
});
