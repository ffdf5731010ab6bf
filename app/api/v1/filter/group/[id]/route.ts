import { ZIdParams } from "@/lib/contracts/user";
import { getProductGroup } from "@/lib/server/catalog/get-product-group";
import { route } from "@/lib/server/http/route";
import { ZProductGroup } from "@/lib/contracts/catalog-calls";

// GET /api/v1/filter/group/{id} — one product group
export const GET = route({ params: ZIdParams, response: ZProductGroup }, ({ site, auth, locale, params }) => getProductGroup({ site, auth, locale }, params));
