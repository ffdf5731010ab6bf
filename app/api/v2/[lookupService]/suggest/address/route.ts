import { ZAddressSuggestQuery, ZLookupParams, ZSuggestResponse } from "@/lib/contracts/lookup";
import { suggestAddress } from "@/lib/server/adapters/company-lookup/suggest-address";
import { route } from "@/lib/server/http/route";

// GET /api/v2/{lookupService}/suggest/address?keyword&fromBound&toBound&locations[0][field] — addresses (Dadata-shaped)
export const GET = route({ auth: "none", params: ZLookupParams, query: ZAddressSuggestQuery, response: ZSuggestResponse }, ({ site, locale, ip, params, query }) =>
  suggestAddress({ site, locale, ip }, { service: params.lookupService, query }),
);
