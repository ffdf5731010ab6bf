import { signOut } from "@/lib/server/auth/sign-out";
import { route } from "@/lib/server/http/route";
import { ZSignOutResponse } from "@/lib/contracts/auth";

// POST /api/v2/user/sign-out — ends the session of the bearer token
export const POST = route({ auth: "required", response: ZSignOutResponse }, ({ site, auth, locale }) => signOut({ site, auth, locale }));
