import "server-only";
import type { TAddressLocation, TAddressSuggestQuery, TCompanyData, TCompanySuggestQuery, TSuggestion } from "@/lib/contracts/lookup";
import addressesJson from "./data/addresses.json";
import companiesJson from "./data/companies.json";
import { addressSuggestion, fiasIdAt, levelIndex, levelOfBound, partsOf, regionWithType, streetWithType, type TLevel } from "./format-address";
import { exactWordCount, matchesAllWords, normalizeText, tokensOf } from "./text-match";
import type { TAddressRecord, TCompanyLookupAdapter, TCompanyRecord } from "./types";

// The bundled data set (scripts/generate-lookup-data.ts): read once, searched in memory (≈ 800 rows).
const addresses = addressesJson as TAddressRecord[];
const companies = companiesJson as TCompanyRecord[];

type TIndexedCompany = { record: TCompanyRecord; tokens: string[] };
const indexedCompanies: TIndexedCompany[] = companies.map((record) => ({ record, tokens: tokensOf(`${record.opfShort} ${record.name}`) }));

export function companySuggestion(c: TCompanyRecord): TSuggestion {
  const shortWithOpf = `${c.opfShort} "${c.name}"`;
  const data: TCompanyData = {
    inn: c.inn,
    kpp: c.kpp,
    ogrn: c.ogrn,
    ogrn_date: Date.parse(`${c.ogrnDate}T00:00:00Z`),
    type: "LEGAL",
    name: { full_with_opf: `${c.opfFull} "${c.name.toUpperCase()}"`, short_with_opf: shortWithOpf, full: c.name.toUpperCase(), short: c.name },
    opf: { short: c.opfShort, full: c.opfFull },
    management: c.director,
    address: addressSuggestion(c.address, "house", undefined, c.office),
    state: { status: "ACTIVE" },
    source: "local",
  };
  return { value: shortWithOpf, unrestricted_value: shortWithOpf, data };
}

/** Digits only (spaces allowed): an INN or OGRN prefix; anything else: words of the name. */
export function innPrefixOf(keyword: string): string | null {
  const compact = keyword.replace(/\s+/g, "");
  return /^\d+$/.test(compact) ? compact : null;
}

export function findCompanies(query: TCompanySuggestQuery): TCompanyRecord[] {
  const digits = innPrefixOf(query.keyword);
  if (digits) {
    return companies.filter((c) => c.inn.startsWith(digits) || c.ogrn.startsWith(digits)).slice(0, query.count);
  }
  const words = tokensOf(query.keyword);
  if (!words.length) return [];
  return indexedCompanies
    .filter((c) => matchesAllWords(words, c.tokens))
    .map((c) => ({ ...c, score: exactWordCount(words, c.tokens) }))
    .sort((a, b) => b.score - a.score || a.record.name.localeCompare(b.record.name, "ru"))
    .slice(0, query.count)
    .map((c) => c.record);
}

function equalsText(value: string, ...candidates: string[]): boolean {
  const wanted = normalizeText(value);
  return candidates.some((c) => normalizeText(c) === wanted);
}

/** One `locations[n]` entry: every field it names must match the address. */
function matchesLocation(a: TAddressRecord, location: TAddressLocation): boolean {
  return Object.entries(location).every(([field, value]) => {
    if (!value) return true;
    switch (field) {
      case "country":
        return equalsText(value, "Россия", "Russia", "RU");
      case "region":
        return equalsText(value, a.region, regionWithType(a));
      case "region_fias_id":
        return value === a.regionFiasId;
      case "city":
      case "settlement":
        return equalsText(value, a.city, `${a.cityType} ${a.city}`);
      case "city_fias_id":
        return value === a.cityFiasId;
      case "street":
        return equalsText(value, a.street, streetWithType(a));
      case "street_fias_id":
        return value === a.streetFiasId;
      case "postal_code":
        return value === a.postalCode;
      default:
        // "area": the data set has no districts, so a restriction by one matches nothing.
        return false;
    }
  });
}

export function findAddresses(query: TAddressSuggestQuery): TSuggestion[] {
  const to: TLevel = query.toBound ? levelOfBound(query.toBound) : "house";
  const from: TLevel | undefined = query.fromBound ? levelOfBound(query.fromBound) : undefined;
  const words = tokensOf(query.keyword);
  if (!words.length) return [];
  const seen = new Set<string>();
  const found: { address: TAddressRecord; score: number; value: string }[] = [];
  for (const address of addresses) {
    if (query.locations.length && !query.locations.some((l) => matchesLocation(address, l))) continue;
    const key = fiasIdAt(address, to);
    if (seen.has(key)) continue;
    const parts = partsOf(address).filter((p) => levelIndex(p.level) <= levelIndex(to) && (!from || levelIndex(p.level) >= levelIndex(from)));
    const text = [...parts.map((p) => p.text), ...(!from && to === "house" ? [address.postalCode] : [])].join(" ");
    const tokens = tokensOf(text);
    if (!matchesAllWords(words, tokens)) continue;
    seen.add(key);
    found.push({ address, score: exactWordCount(words, tokens), value: text });
  }
  return found
    .sort((a, b) => b.score - a.score || a.value.localeCompare(b.value, "ru", { numeric: true }))
    .slice(0, query.count)
    .map((f) => addressSuggestion(f.address, to, from));
}

/** The bundled data set: needs no network and no key. */
export const localCompanyLookup: TCompanyLookupAdapter = {
  suggestCompany: async (query) => findCompanies(query).map(companySuggestion),
  suggestAddress: async (query) => findAddresses(query),
};
