/**
 * Trigrams of the products' folded codes (articles, manufacturer codes): trigram → the slots whose codes
 * hold it. A code search (`LIKE '%code%'`) of three characters or more reads the slots of its rarest
 * trigram and checks only those, instead of every product's codes (a 100k catalogue: ≈ 25 ms a look-up,
 * paid for every code clause of a search and every line of the import wizard).
 */
export class CodeGrams {
  private readonly slotsOf = new Map<string, number[]>();

  private static gramsOf(codes: string): Set<string> {
    const grams = new Set<string>();
    for (let i = 0; i + 3 <= codes.length; i++) grams.add(codes.slice(i, i + 3));
    return grams;
  }

  add(slot: number, codes: string): void {
    for (const gram of CodeGrams.gramsOf(codes)) {
      const list = this.slotsOf.get(gram);
      if (list) list.push(slot);
      else this.slotsOf.set(gram, [slot]);
    }
  }

  remove(slot: number, codes: string): void {
    for (const gram of CodeGrams.gramsOf(codes)) {
      const list = this.slotsOf.get(gram);
      if (!list) continue;
      const at = list.lastIndexOf(slot);
      if (at >= 0) {
        list[at] = list[list.length - 1];
        list.pop();
      }
      if (list.length === 0) this.slotsOf.delete(gram);
    }
  }

  /**
   * The slots that may hold `code` (a superset: the caller checks each), or null when the code is too
   * short to have a trigram (the caller scans).
   */
  candidates(code: string): readonly number[] | null {
    if (code.length < 3) return null;
    let rarest: number[] | undefined;
    for (const gram of CodeGrams.gramsOf(code)) {
      const list = this.slotsOf.get(gram);
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest ?? [];
  }
}
