import { ZGroupListQuery, ZProductGroupList } from "@/lib/contracts/catalog-calls";
import { listProductGroups } from "@/lib/server/catalog/list-product-groups";
import { route } from "@/lib/server/http/route";

// GET /api/v1/filter/group — product groups (keyword, page, per-page, type, features) with product counts
export const GET = route({ query: ZGroupListQuery, response: ZProductGroupList }, ({ site, auth, locale, query }) => listProductGroups({ site, auth, locale }, query));
