import { signOut } from "@/lib/server/auth/sign-out";
import { route } from "@/lib/server/http/route";

// POST /api/v2/user/sign-out — ends the session of the bearer token
export const POST = route({ auth: "required" }, ({ site, auth, locale }) => signOut({ site, auth, locale }));
