import { ZIdParams } from "@/lib/contracts/user";
import { getCatalogSection } from "@/lib/server/catalog/get-catalog-section";
import { route } from "@/lib/server/http/route";
import { ZCatalogSectionDetails } from "@/lib/contracts/catalog-calls";

// GET /api/v1/catalog-section/{id} — one section with its breadcrumbs
export const GET = route({ params: ZIdParams, response: ZCatalogSectionDetails }, ({ site, auth, locale, params }) => getCatalogSection({ site, auth, locale }, params));
