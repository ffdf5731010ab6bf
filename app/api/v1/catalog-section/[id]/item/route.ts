import { ZCatalogQuery, ZProductList } from "@/lib/contracts/catalog";
import { ZIdParams } from "@/lib/contracts/user";
import { listSectionProducts } from "@/lib/server/catalog/list-section-products";
import { route } from "@/lib/server/http/route";

// GET /api/v1/catalog-section/{id}/item — products of the section (and its subsections), with the catalogue's filters
export const GET = route({ params: ZIdParams, query: ZCatalogQuery, response: ZProductList }, ({ site, auth, locale, userUuid, params, query }) =>
  listSectionProducts({ site, auth, locale, userUuid }, params, query),
);
