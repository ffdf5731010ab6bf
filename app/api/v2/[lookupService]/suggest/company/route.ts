import { ZCompanySuggestQuery, ZLookupParams, ZSuggestResponse } from "@/lib/contracts/lookup";
import { suggestCompany } from "@/lib/server/adapters/company-lookup/suggest-company";
import { route } from "@/lib/server/http/route";

// GET /api/v2/{lookupService}/suggest/company?keyword — companies by INN prefix or name words (Dadata-shaped)
export const GET = route({ auth: "none", params: ZLookupParams, query: ZCompanySuggestQuery, response: ZSuggestResponse }, ({ site, locale, ip, params, query }) =>
  suggestCompany({ site, locale, ip }, { service: params.lookupService, query }),
);
