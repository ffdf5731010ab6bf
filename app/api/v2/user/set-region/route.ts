import { ZIdRequest, ZSetRegionResponse } from "@/lib/contracts/user";
import { route } from "@/lib/server/http/route";
import { setUserRegion } from "@/lib/server/users/set-user-region";

// POST /api/v2/user/set-region — the user's region, one of this site's
export const POST = route({ auth: "required", body: ZIdRequest, response: ZSetRegionResponse }, ({ site, auth, locale, body }) => setUserRegion({ site, auth, locale }, body));
