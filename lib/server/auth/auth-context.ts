import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import type { TSite } from "../sites/resolve-site";

/** What every sign-in service gets from its route: the site, the caller's language and address. */
export type TAuthContext = { site: TSite; locale: TLocale; ip: string };
