import { ZIdParams } from "@/lib/contracts/user";
import { getCatalogSection } from "@/lib/server/catalog/get-catalog-section";
import { route } from "@/lib/server/http/route";

// GET /api/v1/catalog-section/{id} — one section with its breadcrumbs
export const GET = route({ params: ZIdParams }, ({ site, auth, locale, params }) => getCatalogSection({ site, auth, locale }, params));
