import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import type { TAuth } from "../auth/authenticate";
import type { TSite } from "../sites/resolve-site";

/** What every signed-in user service gets from its route: the site, the user's session and language. */
export type TUserContext = { site: TSite; auth: TAuth; locale: TLocale };
