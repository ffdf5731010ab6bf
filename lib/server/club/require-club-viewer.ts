import "server-only";
import type { TCartContext } from "../cart/cart-context";
import { AppError } from "../http/app-error";
import { activeMembership, listMemberships } from "../users/list-memberships";
import { isClubOn } from "./club-membership";
import { translator } from "@/lib/server/i18n/translator";

/** Who uses the club: the signed-in user in their active company (the club's member is the company). */
export type TClubViewer = { userId: number; companyId: number };

/**
 * The viewer, or: 404 when the site runs no golden club (its calls do not exist there), 403 with a hint
 * to choose a company when the user has no active one.
 */
export async function requireClubViewer({ site, auth, locale }: TCartContext): Promise<TClubViewer> {
  if (!isClubOn(site)) throw new AppError("NOT_FOUND", translator(locale, "goldenClub")("api.clubOff"));
  const membership = activeMembership(await listMemberships({ site }, auth.user.id), auth.user.activeCompanyId);
  if (!membership) throw new AppError("FORBIDDEN", translator(locale, "goldenClub")("api.companyRequired"));
  return { userId: auth.user.id, companyId: membership.companyId };
}
