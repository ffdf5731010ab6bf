import { ZClubFeedbackRequest, ZClubFeedbackResponse } from "@/lib/contracts/golden-club";
import { submitClubFeedback } from "@/lib/server/club/submit-club-feedback";
import { route } from "@/lib/server/http/route";

// POST /api/v1/golden-club/feedback — the club's feedback form or questionnaire, stored for the seller → 201
export const POST = route({ auth: "required", body: ZClubFeedbackRequest, response: ZClubFeedbackResponse, status: 201 }, async ({ site, auth, locale, body }) =>
  Response.json(await submitClubFeedback({ site, auth, locale }, body), { status: 201 }),
);
