import "server-only";
import { AppError } from "../http/app-error";
import { activeMembership, listMemberships } from "../users/list-memberships";
import type { TCartContext } from "./cart-context";
import { translator } from "@/lib/server/i18n/translator";

export type TActiveCompany = { id: number; name: string };

/**
 * The company the buyer works in now. Carts and orders belong to a company, so a user without one
 * cannot use them (403 with a hint to choose a company).
 */
export async function requireActiveCompany({ site, auth, locale }: TCartContext): Promise<TActiveCompany> {
  const membership = activeMembership(await listMemberships({ site }, auth.user.id), auth.user.activeCompanyId);
  if (!membership) throw new AppError("FORBIDDEN", translator(locale, "cart.api")("companyRequired"));
  return { id: membership.companyId, name: membership.name };
}
