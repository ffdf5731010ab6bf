import { issueLocalChallenge } from "@/lib/server/adapters/captcha/local-captcha";
import { route } from "@/lib/server/http/route";
import { ZLocalCaptchaChallenge } from "@/lib/contracts/auth";

// GET /api/v2/captcha/local-challenge — a question for the built-in captcha (no outside service)
export const GET = route({ auth: "none", response: ZLocalCaptchaChallenge }, async ({ site, locale }) => {
  const challenge = issueLocalChallenge({ site, locale });
  return Response.json(challenge, { headers: { "cache-control": "no-store" } });
});
