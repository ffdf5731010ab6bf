import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import type { TAuth } from "../auth/authenticate";
import type { TSite } from "../sites/resolve-site";

/** What catalogue services get from their route: the site, the caller (null for a visitor) and the language. */
export type TCatalogContext = { site: TSite; auth: TAuth | null; locale: TLocale };

/** The same for calls that need a signed-in user. */
export type TSignedInCatalogContext = { site: TSite; auth: TAuth; locale: TLocale };
