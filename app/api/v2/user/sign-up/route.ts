import { ZSignUpRequest, ZSignUpResponse } from "@/lib/contracts/auth";
import { signUp } from "@/lib/server/auth/sign-up";
import { route } from "@/lib/server/http/route";

// POST /api/v2/user/sign-up — step 1 form and code, step 2 code, step 3 company account
export const POST = route({ auth: "none", body: ZSignUpRequest, response: ZSignUpResponse }, ({ site, locale, ip, body }) => signUp({ site, locale, ip }, body));
