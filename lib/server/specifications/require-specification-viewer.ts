import "server-only";
import type { TCartContext } from "../cart/cart-context";
import { AppError } from "../http/app-error";
import { activeMembership, listMemberships } from "../users/list-memberships";
import { translator } from "@/lib/server/i18n/translator";

/** Who looks at specifications: the user, the active company (a buyer's lists belong to it) and whether they administer it. */
export type TSpecificationViewer = { userId: number; companyId: number; companyName: string; isAdministrator: boolean };

/** The viewer, or 403 with a hint to choose a company (a user without an active company has no lists, as no cart). */
export async function requireSpecificationViewer({ site, auth, locale }: TCartContext): Promise<TSpecificationViewer> {
  const membership = activeMembership(await listMemberships({ site }, auth.user.id), auth.user.activeCompanyId);
  if (!membership) throw new AppError("FORBIDDEN", translator(locale, "specifications")("api.companyRequired"));
  return { userId: auth.user.id, companyId: membership.companyId, companyName: membership.name, isAdministrator: membership.role === "Administrator" };
}
