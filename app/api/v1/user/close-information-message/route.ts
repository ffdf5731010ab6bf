import { ZIdRequest, ZSuccess } from "@/lib/contracts/user";
import { route } from "@/lib/server/http/route";
import { closeInformationMessage } from "@/lib/server/users/close-information-message";

// POST /api/v1/user/close-information-message — stop showing one information message to this user
export const POST = route({ auth: "required", body: ZIdRequest, response: ZSuccess }, ({ site, auth, locale, body }) => closeInformationMessage({ site, auth, locale }, body));
