import { route } from "@/lib/server/http/route";
import { deleteSpecificationArchive } from "@/lib/server/specifications/delete-specification-archive";
import { ZDeleteSpecificationArchiveResponse } from "@/lib/contracts/specifications";

// DELETE /api/v1/specification/archive — delete forever every specification of my archive list
export const DELETE = route({ auth: "required", response: ZDeleteSpecificationArchiveResponse }, ({ site, auth, locale }) => deleteSpecificationArchive({ site, auth, locale }));
