import { ZSignInRequest, ZSignInResponse } from "@/lib/contracts/auth";
import { signIn } from "@/lib/server/auth/sign-in";
import { route } from "@/lib/server/http/route";

// POST /api/v2/user/sign-in — password, code or captcha step
export const POST = route({ auth: "none", body: ZSignInRequest, response: ZSignInResponse }, ({ site, locale, ip, body }) => signIn({ site, locale, ip }, body));
