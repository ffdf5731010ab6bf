import "server-only";
import { ZSuggestResponse, type TAddressSuggestQuery, type TSuggestion } from "@/lib/contracts/lookup";
import type { TCompanyLookupAdapter } from "./types";

export const DADATA_SUGGEST_URL = "https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest";
const TIMEOUT_MS = 3000;

type TDadataOptions = { apiKey: string; url?: string | null };

async function post(options: TDadataOptions, endpoint: "party" | "address", body: Record<string, unknown>): Promise<TSuggestion[]> {
  const response = await fetch(`${options.url || DADATA_SUGGEST_URL}/${endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", authorization: `Token ${options.apiKey}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Dadata answered ${response.status}`);
  const parsed = ZSuggestResponse.safeParse(await response.json());
  if (!parsed.success) throw new Error("Dadata answered an unexpected body");
  return parsed.data.suggestions;
}

function addressBody(query: TAddressSuggestQuery): Record<string, unknown> {
  return {
    query: query.keyword,
    count: query.count,
    ...(query.fromBound ? { from_bound: { value: query.fromBound } } : {}),
    ...(query.toBound ? { to_bound: { value: query.toBound } } : {}),
    ...(query.locations.length ? { locations: query.locations } : {}),
  };
}

/** Dadata's suggestions API, called from the server with the seller's key (the key never reaches the browser). */
export function dadataCompanyLookup(options: TDadataOptions): TCompanyLookupAdapter {
  return {
    suggestCompany: async (query) => {
      const suggestions = await post(options, "party", { query: query.keyword, count: query.count });
      return suggestions.map((s) => ({ ...s, data: { ...s.data, source: "dadata" } }));
    },
    suggestAddress: (query) => post(options, "address", addressBody(query)),
  };
}
