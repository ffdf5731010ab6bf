import { ZProfile, ZProfileUpdateRequest } from "@/lib/contracts/user";
import { route } from "@/lib/server/http/route";
import { updateProfile } from "@/lib/server/users/update-profile";

// POST /api/v1/profile/update — profile fields and an optional password change
export const POST = route({ auth: "required", body: ZProfileUpdateRequest, response: ZProfile }, ({ site, auth, locale, body }) => updateProfile({ site, auth, locale }, body));
