import { ZIdParams } from "@/lib/contracts/user";
import { getProductGroup } from "@/lib/server/catalog/get-product-group";
import { route } from "@/lib/server/http/route";

// GET /api/v1/filter/group/{id} — one product group
export const GET = route({ params: ZIdParams }, ({ site, auth, locale, params }) => getProductGroup({ site, auth, locale }, params));
