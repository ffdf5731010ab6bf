import "server-only";
import type { TRng } from "../prng";

export type TUnit = "шт" | "м" | "упак" | "кг";

export type TFeatureDef = { key: string; name: string; unit: string | null; kind: "numeric" | "text"; isPrimary?: boolean };

export type TBrandDef = { name: string; manufacturer: string; country: string };

export type TGroupDef = { slug: string; name: string };

/** One way to make a product of a line: a brand, optionally a series, and what differs between them. */
export type TOptionBase = { brand: string; series?: string | null; tier?: number };

type TAxes = Record<string, readonly (string | number)[]>;
type TPick<A extends TAxes> = { [K in keyof A]: A[K][number] };

export type TMakeCtx = {
  /** Index of the axes combination inside the line: unique per combination, used in numeric articles. */
  seq: number;
  rng: TRng;
};

export type TMade = {
  name: string;
  article: string;
  /** Retail price in roubles (per unit); kopecks and the other price types are derived from it. */
  price: number;
  features: Record<string, number | string>;
  description: string;
  minimumBatch?: number;
  multiplicity?: number;
  quantityInBox?: number;
  quantityInBlock?: number;
  weightKg?: number;
  /** Fixed lead time; otherwise the builder picks one from the template's list. */
  deliveryDays?: number;
};

export type TLineDef<A extends TAxes, O extends TOptionBase> = {
  /** Unique within the site; other lines name it in `related`. */
  key: string;
  /** Top section, subsection, leaf: products live only in leaves. */
  path: readonly [string, string, string];
  group: string;
  unit: TUnit;
  /** Share of the catalogue relative to other lines (default 1). */
  weight?: number;
  axes: A;
  options: readonly O[];
  /** Lines whose products are offered as "related" (a breaker with a box, a cable with lugs). */
  related?: readonly string[];
  /** Drops combinations that do not exist in reality (flat cable with five cores). */
  valid?: (v: TPick<A>) => boolean;
  make: (v: TPick<A>, option: O, ctx: TMakeCtx) => TMade;
};

/** A line with its types erased, as the catalogue builder sees it. */
export type TLine = {
  key: string;
  path: readonly [string, string, string];
  group: string;
  unit: TUnit;
  weight: number;
  axes: Record<string, readonly (string | number)[]>;
  options: readonly TOptionBase[];
  related: readonly string[];
  valid: (v: Record<string, string | number>) => boolean;
  make: (v: Record<string, string | number>, option: TOptionBase, ctx: TMakeCtx) => TMade;
};

/** Typed authoring of a line; the builder only needs the erased shape. */
export function defineLine<const A extends TAxes, const O extends TOptionBase>(def: TLineDef<A, O>): TLine {
  return {
    key: def.key,
    path: def.path,
    group: def.group,
    unit: def.unit,
    weight: def.weight ?? 1,
    axes: def.axes,
    options: def.options,
    related: def.related ?? [],
    valid: (v) => (def.valid ? def.valid(v as TPick<A>) : true),
    make: (v, option, ctx) => def.make(v as TPick<A>, option as O, ctx),
  };
}

/** Everything that makes one site's catalogue. */
export type TCatalogTemplate = {
  features: readonly TFeatureDef[];
  brands: readonly TBrandDef[];
  groups: readonly TGroupDef[];
  sellers: readonly string[];
  lines: readonly TLine[];
  /** Labels for `products.sets` given to a few products. */
  sets: readonly string[];
  deliveryDays: readonly number[];
};
