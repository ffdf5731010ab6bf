import "server-only";
import type { TAuth } from "../../auth/authenticate";
import type { TSite } from "../../sites/resolve-site";
import { activeMembership, listMemberships } from "../../users/list-memberships";

/** The company whose prices a signed-in user sees (the active one), or null for visitors and users without one. */
export async function buyerCompanyId({ site, auth }: { site: Pick<TSite, "id">; auth: TAuth | null }): Promise<number | null> {
  if (!auth) return null;
  const membership = activeMembership(await listMemberships({ site }, auth.user.id), auth.user.activeCompanyId);
  return membership?.companyId ?? null;
}
