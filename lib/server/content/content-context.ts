import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import type { TSite } from "../sites/resolve-site";

/** What content services get: the site and the caller's language. Content is public, so no user. */
export type TContentContext = { site: TSite; locale: TLocale };
