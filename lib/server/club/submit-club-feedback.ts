import "server-only";
import type { TClubFeedbackRequest, TClubFeedbackResponse } from "@/lib/contracts/golden-club";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { clubFeedback } from "../db/schema";
import { requireClubViewer } from "./require-club-viewer";

/**
 * POST /api/v1/golden-club/feedback: a club member's feedback message or questionnaire, stored for the
 * seller (`npm run seller -- club:feedback`). Any company of the site may write; the questionnaire may be
 * sent again (the seller reads the newest).
 */
export async function submitClubFeedback(ctx: TCartContext, request: TClubFeedbackRequest): Promise<TClubFeedbackResponse> {
  const viewer = await requireClubViewer(ctx);
  const { kind, ...body } = request;
  const [row] = await getDb()
    .insert(clubFeedback)
    .values({ siteId: ctx.site.id, companyId: viewer.companyId, userId: viewer.userId, kind, body })
    .returning({ id: clubFeedback.id, kind: clubFeedback.kind, createdAt: clubFeedback.createdAt });
  return { id: row.id, kind: row.kind, created: row.createdAt.toISOString() };
}
