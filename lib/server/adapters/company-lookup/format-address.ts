import "server-only";
import type { TAddressBound, TAddressData, TAddressValue } from "@/lib/contracts/lookup";
import type { TAddressRecord } from "./types";

/** Our four address levels (Dadata's "area" folds into region and "settlement" into city: the data set has neither). */
export const levels = ["region", "city", "street", "house"] as const;
export type TLevel = (typeof levels)[number];

const fiasLevel: Record<TLevel, string> = { region: "1", city: "4", street: "7", house: "8" };

export function levelOfBound(bound: TAddressBound): TLevel {
  if (bound === "area") return "region";
  if (bound === "settlement") return "city";
  return bound;
}

export function levelIndex(level: TLevel): number {
  return levels.indexOf(level);
}

/** "Свердловская обл", "Краснодарский край", but "Респ Татарстан", "г Москва" — Dadata's spelling. */
export function regionWithType(a: TAddressRecord): string {
  return a.regionType === "обл" || a.regionType === "край" ? `${a.region} ${a.regionType}` : `${a.regionType} ${a.region}`;
}

export function cityWithType(a: TAddressRecord): string {
  return `${a.cityType} ${a.city}`;
}

/** "ул Ленина" but "Почтовый пер", "Московское ш": adjectives come before the type, as in FIAS. */
export function streetWithType(a: TAddressRecord): string {
  const isAdjective = /(ый|ий|ой|ая|ое|ее)$/.test(a.street);
  return a.streetType !== "ул" && isAdjective ? `${a.street} ${a.streetType}` : `${a.streetType} ${a.street}`;
}

/** The address's parts from the region down, each with the level it belongs to. */
export function partsOf(a: TAddressRecord): { level: TLevel; text: string }[] {
  return [
    { level: "region", text: regionWithType(a) },
    { level: "city", text: cityWithType(a) },
    { level: "street", text: streetWithType(a) },
    { level: "house", text: `д ${a.house}` },
  ];
}

/** The FIAS id of the address cut at a level: the key that makes two suggestions the same. */
export function fiasIdAt(a: TAddressRecord, level: TLevel): string {
  return { region: a.regionFiasId, city: a.cityFiasId, street: a.streetFiasId, house: a.houseFiasId }[level];
}

export function emptyAddressData(): TAddressData {
  return {
    postal_code: null,
    country: "Россия",
    country_iso_code: "RU",
    region_fias_id: null,
    region_with_type: null,
    region_type: null,
    region_type_full: null,
    region: null,
    city_fias_id: null,
    city_with_type: null,
    city_type: null,
    city_type_full: null,
    city: null,
    street_fias_id: null,
    street_with_type: null,
    street_type: null,
    street_type_full: null,
    street: null,
    house_fias_id: null,
    house_type: null,
    house_type_full: null,
    house: null,
    fias_id: null,
    fias_level: null,
  };
}

function dataAt(a: TAddressRecord, level: TLevel): TAddressData {
  const depth = levelIndex(level);
  const data = emptyAddressData();
  Object.assign(data, {
    region_fias_id: a.regionFiasId,
    region_with_type: regionWithType(a),
    region_type: a.regionType,
    region_type_full: a.regionTypeFull,
    region: a.region,
  });
  if (depth >= 1) {
    Object.assign(data, { city_fias_id: a.cityFiasId, city_with_type: cityWithType(a), city_type: a.cityType, city_type_full: a.cityTypeFull, city: a.city });
  }
  if (depth >= 2) {
    Object.assign(data, { street_fias_id: a.streetFiasId, street_with_type: streetWithType(a), street_type: a.streetType, street_type_full: a.streetTypeFull, street: a.street });
  }
  if (depth >= 3) {
    Object.assign(data, { postal_code: a.postalCode, house_fias_id: a.houseFiasId, house_type: "д", house_type_full: "дом", house: a.house });
  }
  data.fias_id = fiasIdAt(a, level);
  data.fias_level = fiasLevel[level];
  return data;
}

/**
 * A suggestion of the address cut at `level`. `value` starts at `from` when given; otherwise at the
 * city (all cities of the data set are regional centres, which Dadata names without their region).
 * `unrestricted_value` is the whole address with the postal code.
 */
export function addressSuggestion(a: TAddressRecord, level: TLevel, from?: TLevel, office?: string): TAddressValue {
  const depth = levelIndex(level);
  const parts = partsOf(a).slice(0, depth + 1);
  const start = from ? levelIndex(from) : level === "region" ? 0 : 1;
  const flat = office ? [`оф ${office}`] : [];
  const value = [...parts.slice(start).map((p) => p.text), ...flat].join(", ");
  const full = parts.filter((p) => !(a.isFederalCity && p.level === "city")).map((p) => p.text);
  const unrestricted = [...(depth >= 3 ? [a.postalCode] : []), ...full, ...flat].join(", ");
  const data = dataAt(a, level);
  if (office) Object.assign(data, { flat_type: "оф", flat: office });
  return { value, unrestricted_value: unrestricted, data };
}
