import { issueLocalChallenge } from "@/lib/server/adapters/captcha/local-captcha";
import { route } from "@/lib/server/http/route";

// GET /api/v2/captcha/local-challenge — a question for the built-in captcha (no outside service)
export const GET = route({ auth: "none" }, async ({ site, locale }) => {
  const challenge = issueLocalChallenge({ site, locale });
  return Response.json(challenge, { headers: { "cache-control": "no-store" } });
});
