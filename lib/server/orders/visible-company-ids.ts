import "server-only";
import type { TCartContext } from "../cart/cart-context";
import { activeMembership, listMemberships } from "../users/list-memberships";

/**
 * The companies whose orders this buyer sees: all of their companies where the site allows it
 * (settings.isAllowedViewOrdersOfAllCompanies), otherwise only the active one. Orders of anyone
 * else's company are "not found".
 */
export async function visibleCompanyIds({ site, auth }: Pick<TCartContext, "site" | "auth">): Promise<number[]> {
  const memberships = await listMemberships({ site }, auth.user.id);
  if (site.settings.isAllowedViewOrdersOfAllCompanies) return memberships.map((m) => m.companyId);
  const active = activeMembership(memberships, auth.user.activeCompanyId);
  return active ? [active.companyId] : [];
}
