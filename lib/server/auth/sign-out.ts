import "server-only";
import type { TSignOutResponse } from "@/lib/contracts/auth";
import type { TLocale } from "@/lib/shared/locales";
import type { TSite } from "../sites/resolve-site";
import type { TAuth } from "./authenticate";
import { revokeSessions } from "./create-session";
import { translator } from "@/lib/server/i18n/translator";

/** POST /api/v2/user/sign-out: ends the session of the token used; the user's other sessions stay. */
export async function signOut({ site, auth, locale }: { site: TSite; auth: TAuth; locale: TLocale }): Promise<TSignOutResponse> {
  await revokeSessions({ site }, { userId: auth.user.id, sessionId: auth.sessionId });
  return { message: translator(locale, "auth")("signedOut") };
}
