import { route } from "@/lib/server/http/route";
import { deleteSpecificationArchive } from "@/lib/server/specifications/delete-specification-archive";

// DELETE /api/v1/specification/archive — delete forever every specification of my archive list
export const DELETE = route({ auth: "required" }, ({ site, auth, locale }) => deleteSpecificationArchive({ site, auth, locale }));
