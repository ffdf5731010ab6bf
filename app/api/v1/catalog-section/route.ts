import { ZCatalogSectionList, ZCatalogSectionQuery } from "@/lib/contracts/catalog-calls";
import { listCatalogSections } from "@/lib/server/catalog/list-catalog-sections";
import { route } from "@/lib/server/http/route";

// GET /api/v1/catalog-section — the section tree (parentId, depth, keyword) with product counts
export const GET = route({ query: ZCatalogSectionQuery, response: ZCatalogSectionList }, ({ site, auth, locale, query }) => listCatalogSections({ site, auth, locale }, query));
