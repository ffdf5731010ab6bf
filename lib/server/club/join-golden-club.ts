import "server-only";
import type { TGoldenClub } from "@/lib/contracts/golden-club";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { clubMembers } from "../db/schema";
import { getGoldenClub } from "./get-golden-club";
import { requireClubViewer } from "./require-club-viewer";

/**
 * POST /api/v1/golden-club/join: the viewer's active company joins the club (from the club page). Joining
 * twice changes nothing and answers the same; from then on its prices carry cash-back.
 */
export async function joinGoldenClub(ctx: TCartContext): Promise<TGoldenClub> {
  const viewer = await requireClubViewer(ctx);
  await getDb()
    .insert(clubMembers)
    .values({ siteId: ctx.site.id, companyId: viewer.companyId, joinedByUserId: viewer.userId })
    .onConflictDoNothing({ target: [clubMembers.siteId, clubMembers.companyId] });
  return getGoldenClub(ctx);
}
