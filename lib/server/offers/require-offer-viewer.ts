import "server-only";
import type { TCartContext } from "../cart/cart-context";
import { AppError } from "../http/app-error";
import { activeMembership, listMemberships } from "../users/list-memberships";
import { translator } from "@/lib/server/i18n/translator";

/** Who works with offers: the user in their active company (an offer is the author's, in that company). */
export type TOfferViewer = { userId: number; companyId: number; companyName: string };

/**
 * The viewer, or: 404 when the site has not switched the offers module on (spec §2: only when modules are
 * enabled — the calls do not exist there), 403 with a hint to choose a company when the user has none active.
 */
export async function requireOfferViewer({ site, auth, locale }: TCartContext): Promise<TOfferViewer> {
  if (!site.modules.enabled || !site.modules.offers) throw new AppError("NOT_FOUND", translator(locale, "offers")("api.moduleOff"));
  const membership = activeMembership(await listMemberships({ site }, auth.user.id), auth.user.activeCompanyId);
  if (!membership) throw new AppError("FORBIDDEN", translator(locale, "offers")("api.companyRequired"));
  return { userId: auth.user.id, companyId: membership.companyId, companyName: membership.name };
}
