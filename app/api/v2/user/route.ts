import { route } from "@/lib/server/http/route";
import { deleteUserAccount } from "@/lib/server/users/delete-user-account";
import { ZSuccess } from "@/lib/contracts/user";

// DELETE /api/v2/user — delete the account: sessions revoked, the person anonymised, company orders kept
export const DELETE = route({ auth: "required", response: ZSuccess }, ({ site, auth }) => deleteUserAccount({ site, auth }));
