/**
 * Units of measure. Sellers write units the Russian way («шт», «м», «кг»; feature units «мм²», «Вт»);
 * the ones we know are ours to translate (messages common.units.*), any other stays as the seller wrote it.
 */
/** The unit of a line that names none (a custom product, a row without one): pieces, stored as sellers write it. */
export const DEFAULT_UNIT = "шт";

const unitKeys = {
  шт: "piece",
  м: "metre",
  см: "centimetre",
  мм: "millimetre",
  км: "kilometre",
  "м²": "squareMetre",
  м2: "squareMetre",
  "мм²": "squareMillimetre",
  мм2: "squareMillimetre",
  "м³": "cubicMetre",
  м3: "cubicMetre",
  кг: "kilogram",
  г: "gram",
  т: "tonne",
  л: "litre",
  упак: "pack",
  компл: "set",
  пара: "pair",
  рул: "roll",
  А: "ampere",
  кА: "kiloampere",
  мА: "milliampere",
  В: "volt",
  кВ: "kilovolt",
  Вт: "watt",
  кВт: "kilowatt",
  К: "kelvin",
  бар: "bar",
  лм: "lumen",
} as const;

export type TUnitKey = (typeof unitKeys)[keyof typeof unitKeys];

/** The message key of a unit we know («шт» → "piece"; a trailing dot and case of «ШТ.» do not matter), else null. */
export function unitKey(unit: string): TUnitKey | null {
  const trimmed = unit.trim().replace(/\.$/, "");
  const exact = (unitKeys as Record<string, TUnitKey>)[trimmed];
  if (exact) return exact;
  // Case matters for SI symbols (мА vs МА); only the all-lower spelling of a longer unit is folded.
  const lower = trimmed.toLowerCase();
  return lower.length > 1 && lower !== trimmed ? ((unitKeys as Record<string, TUnitKey>)[lower] ?? null) : null;
}
