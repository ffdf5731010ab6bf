import "server-only";
import type { TRng } from "../prng";
import type { TLine } from "./types";

export type TLineCombo = { values: Record<string, string | number>; seq: number; key: string };

export type TLinePick = { combo: TLineCombo; optionIndex: number; variant: number };

/** Every real combination of a line's axes, in a fixed order; `seq` numbers them from 0. */
export function listLineCombos(line: TLine): TLineCombo[] {
  const names = Object.keys(line.axes);
  const out: TLineCombo[] = [];
  const walk = (at: number, values: Record<string, string | number>) => {
    if (at === names.length) {
      if (line.valid(values)) out.push({ values: { ...values }, seq: out.length, key: names.map((n) => values[n]).join("|") });
      return;
    }
    for (const value of line.axes[names[at]]) {
      values[names[at]] = value;
      walk(at + 1, values);
    }
  };
  walk(0, {});
  return out;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Chooses `quota` products of a line. Combinations are visited with a coprime stride so a small quota
 * is spread over the whole range (1P 6A, 3P 40A… rather than 1P 1A, 1P 2A…); each one comes from two
 * brands in a row, which gives buyers analogs; later rounds bring the other brands. Past the line's
 * capacity the picks repeat with a growing `variant`.
 */
export function pickLineProducts(line: TLine, combos: readonly TLineCombo[], quota: number, rng: TRng): TLinePick[] {
  const a = combos.length;
  const b = line.options.length;
  if (a === 0 || b === 0) return [];
  const perCombo = Math.min(b, 2);
  let stride = rng.int(1, a);
  while (gcd(stride, a) !== 1) stride = (stride % a) + 1;
  const offset = rng.int(0, a - 1);
  const brandOffset = rng.int(0, b - 1);
  const picks: TLinePick[] = [];
  for (let variant = 0; ; variant++) {
    for (let first = 0; first < b; first += perCombo) {
      const size = Math.min(perCombo, b - first);
      for (let j = 0; j < a; j++) {
        for (let i = 0; i < size; i++) {
          if (picks.length >= quota) return picks;
          picks.push({ combo: combos[(j * stride + offset) % a], optionIndex: (((j * 5 + brandOffset) % b) + first + i) % b, variant });
        }
      }
    }
  }
}
