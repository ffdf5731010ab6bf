import "server-only";
import type { TCartContext } from "../cart/cart-context";
import { AppError } from "../http/app-error";
import { personName } from "../orders/person-name";
import { activeMembership, listMemberships } from "../users/list-memberships";
import { translator } from "@/lib/server/i18n/translator";

/** Who works with the order manager: the user in their active company (an entry is its author's there), and their name for comments. */
export type TManagerViewer = { userId: number; companyId: number; companyName: string; name: string };

/**
 * The viewer, or: 404 when the site has not switched the order manager on (its calls do not exist there),
 * 403 with a hint to choose a company when the user has none active.
 */
export async function requireManagerViewer({ site, auth, locale }: TCartContext): Promise<TManagerViewer> {
  if (!site.modules.enabled || !site.modules.orderManager) throw new AppError("NOT_FOUND", translator(locale, "orderManager")("api.moduleOff"));
  const membership = activeMembership(await listMemberships({ site }, auth.user.id), auth.user.activeCompanyId);
  if (!membership) throw new AppError("FORBIDDEN", translator(locale, "orderManager")("api.companyRequired"));
  return { userId: auth.user.id, companyId: membership.companyId, companyName: membership.name, name: personName(auth.user) };
}
