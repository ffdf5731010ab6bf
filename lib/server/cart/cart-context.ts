import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import type { TAuth } from "../auth/authenticate";
import type { TSite } from "../sites/resolve-site";

/** What cart and order services get from their route: the site, the signed-in buyer and the language. */
export type TCartContext = { site: TSite; auth: TAuth; locale: TLocale };
