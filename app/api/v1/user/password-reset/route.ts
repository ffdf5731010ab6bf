import { ZPasswordResetRequest, ZPasswordResetResponse } from "@/lib/contracts/auth";
import { resetPassword } from "@/lib/server/auth/reset-password";
import { route } from "@/lib/server/http/route";

// POST /api/v1/user/password-reset — step 0 sends a code, step 1 sets the new password
export const POST = route({ auth: "none", body: ZPasswordResetRequest, response: ZPasswordResetResponse }, ({ site, locale, ip, body }) => resetPassword({ site, locale, ip }, body));
