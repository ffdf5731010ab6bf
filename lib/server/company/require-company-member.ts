import "server-only";
import { AppError } from "../http/app-error";
import { activeMembership, listMemberships, type TMembership } from "../users/list-memberships";
import type { TUserContext } from "../users/user-context";
import { translator } from "@/lib/server/i18n/translator";

/**
 * The caller's membership of their active company: every My-company call works on that company only,
 * so another company's records are never reached (404). A user without a company gets 404 as well.
 */
export async function requireCompanyMember({ site, auth, locale }: TUserContext): Promise<TMembership> {
  const membership = activeMembership(await listMemberships({ site }, auth.user.id), auth.user.activeCompanyId);
  if (!membership) throw new AppError("NOT_FOUND", translator(locale, "user.errors")("companyNotFound"));
  return membership;
}
