import { z } from "zod";
import { fieldMessage } from "./field-message";

/**
 * Company and address suggestions (GET /api/v2/{lookupService}/suggest/company|address), modelled on
 * Dadata's suggestions API so a client written for Dadata reads ours unchanged.
 */

/** "dadata": the seller's configured service (Dadata when a key is set, else the local data set); "local": always the local one. */
export const lookupServices = ["dadata", "local"] as const;
export type TLookupService = (typeof lookupServices)[number];

export const ZLookupParams = z.object({ lookupService: z.string().max(40) });
export type TLookupParams = z.infer<typeof ZLookupParams>;

const ZKeyword = z.string({ error: fieldMessage("common.queryRequired") }).trim().min(1, fieldMessage("common.queryRequired")).max(300, fieldMessage("lookup.queryTooLong"));
const ZCount = z.coerce.number().int().min(1).max(20).default(10);

export const ZCompanySuggestQuery = z.object({ keyword: ZKeyword, count: ZCount });
export type TCompanySuggestQuery = z.infer<typeof ZCompanySuggestQuery>;

/** Address granularity, from the widest to the narrowest (Dadata's from_bound / to_bound values). */
export const addressBounds = ["region", "area", "city", "settlement", "street", "house"] as const;
export const ZAddressBound = z.enum(addressBounds);
export type TAddressBound = z.infer<typeof ZAddressBound>;

/** Fields a `locations[n][field]` restriction may name. */
export const addressLocationFields = [
  "country",
  "region",
  "region_fias_id",
  "area",
  "city",
  "city_fias_id",
  "settlement",
  "street",
  "street_fias_id",
  "postal_code",
] as const;
export type TAddressLocationField = (typeof addressLocationFields)[number];
export type TAddressLocation = Partial<Record<TAddressLocationField, string>>;

const LOCATION_KEY = /^locations\[(\d{1,2})\]\[([a-z_]+)\]$/;

function isLocationField(value: string): value is TAddressLocationField {
  return (addressLocationFields as readonly string[]).includes(value);
}

/**
 * Query of the address suggestion: keyword, optional fromBound/toBound, and restrictions sent the way
 * a form encodes them: `locations[0][region]=Москва&locations[0][city]=Москва&locations[1][region]=…`
 * (fields of one location must all match; any one location may match).
 */
export const ZAddressSuggestQuery = z
  .object({ keyword: ZKeyword, count: ZCount, fromBound: ZAddressBound.optional(), toBound: ZAddressBound.optional() })
  .catchall(z.union([z.string(), z.array(z.string())]))
  .superRefine((query, ctx) => {
    for (const [key, value] of Object.entries(query)) {
      if (!key.startsWith("locations")) continue;
      const match = LOCATION_KEY.exec(key);
      if (!match || !isLocationField(match[2])) ctx.addIssue({ code: "custom", path: [key], message: fieldMessage("lookup.unknownBound", { values: addressLocationFields.join(", ") }) });
      else if (typeof value !== "string" || value.length > 200) ctx.addIssue({ code: "custom", path: [key], message: fieldMessage("lookup.oneValue") });
    }
    if (query.fromBound && query.toBound && addressBounds.indexOf(query.fromBound) > addressBounds.indexOf(query.toBound)) {
      ctx.addIssue({ code: "custom", path: ["fromBound"], message: fieldMessage("lookup.bounds") });
    }
  })
  .transform((query) => {
    const byIndex = new Map<number, TAddressLocation>();
    for (const [key, value] of Object.entries(query)) {
      const match = LOCATION_KEY.exec(key);
      if (!match || typeof value !== "string" || !isLocationField(match[2])) continue;
      const index = Number(match[1]);
      const location = byIndex.get(index) ?? {};
      location[match[2]] = value.trim();
      byIndex.set(index, location);
    }
    const locations = [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, location]) => location);
    return { keyword: query.keyword, count: query.count, fromBound: query.fromBound, toBound: query.toBound, locations };
  });
export type TAddressSuggestQuery = z.infer<typeof ZAddressSuggestQuery>;

/** Address data of a suggestion (Dadata's names; fields of levels below the suggestion's are null). */
export const ZAddressData = z.looseObject({
  postal_code: z.string().nullable(),
  country: z.string(),
  country_iso_code: z.string(),
  region_fias_id: z.string().nullable(),
  region_with_type: z.string().nullable(),
  region_type: z.string().nullable(),
  region_type_full: z.string().nullable(),
  region: z.string().nullable(),
  city_fias_id: z.string().nullable(),
  city_with_type: z.string().nullable(),
  city_type: z.string().nullable(),
  city_type_full: z.string().nullable(),
  city: z.string().nullable(),
  street_fias_id: z.string().nullable(),
  street_with_type: z.string().nullable(),
  street_type: z.string().nullable(),
  street_type_full: z.string().nullable(),
  street: z.string().nullable(),
  house_fias_id: z.string().nullable(),
  house_type: z.string().nullable(),
  house_type_full: z.string().nullable(),
  house: z.string().nullable(),
  flat_type: z.string().nullable().optional(),
  flat: z.string().nullable().optional(),
  fias_id: z.string().nullable(),
  /** "1" region, "4" city, "7" street, "8" house (FIAS levels). */
  fias_level: z.string().nullable(),
});
export type TAddressData = z.infer<typeof ZAddressData>;

export const ZAddressValue = z.object({ value: z.string(), unrestricted_value: z.string(), data: ZAddressData });
export type TAddressValue = z.infer<typeof ZAddressValue>;

/** Company data of a suggestion (Dadata's "party"). `source`: the seller's own buyers ("site") or the data set. */
export const ZCompanyData = z.looseObject({
  inn: z.string(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  ogrn_date: z.number().nullable().optional(),
  type: z.enum(["LEGAL", "INDIVIDUAL"]),
  name: z.looseObject({ full_with_opf: z.string(), short_with_opf: z.string(), full: z.string().nullable(), short: z.string().nullable() }),
  opf: z.looseObject({ short: z.string().nullable(), full: z.string().nullable() }).nullable(),
  management: z.looseObject({ name: z.string(), post: z.string() }).nullable(),
  address: ZAddressValue.nullable(),
  state: z.looseObject({ status: z.string() }),
  source: z.enum(["site", "local", "dadata"]),
});
export type TCompanyData = z.infer<typeof ZCompanyData>;

export const ZSuggestion = z.object({ value: z.string(), unrestricted_value: z.string(), data: z.record(z.string(), z.unknown()) });
export type TSuggestion = z.infer<typeof ZSuggestion>;

export const ZSuggestResponse = z.object({ suggestions: z.array(ZSuggestion) });
export type TSuggestResponse = z.infer<typeof ZSuggestResponse>;
