import { ZAuthSuccess, ZSigninByInvitationRequest } from "@/lib/contracts/auth";
import { signInByInvitation } from "@/lib/server/auth/sign-in-by-invitation";
import { route } from "@/lib/server/http/route";

// POST /api/v2/user/signin-by-invitation — invitation id and code; joins the company and signs in
export const POST = route({ auth: "none", body: ZSigninByInvitationRequest, response: ZAuthSuccess }, ({ site, locale, ip, body }) => signInByInvitation({ site, locale, ip }, body));
