/**
 * The live slots of an index in one sort order (a sort key, the product id breaking ties), kept sorted
 * as products come and go: sorted once when first asked for, then each put or remove moves one slot
 * (a binary search and one splice). A page of a listing walks it and takes the first matches it meets,
 * instead of ordering every match of the catalogue to keep twenty.
 */
/**
 * Moves kept after a sort before the order is dropped and sorted again when next asked for: each move
 * shifts the array (≈ 25 µs at 100k), so a bulk change (an offers import) sorts once instead.
 */
const MAX_MOVES = 2000;

export class SlotOrder {
  private sorted: number[] | null = null;
  private moves = 0;

  /**
   * @param compare the order of two live slots (total: ties broken by product id).
   * @param sameKey whether two slots have the same sort key (a descending walk keeps such runs ascending by id).
   */
  constructor(
    readonly compare: (a: number, b: number) => number,
    readonly sameKey: (a: number, b: number) => boolean,
  ) {}

  /** The slots in order, sorted from `live` on the first call. */
  slots(live: () => number[]): number[] {
    if (!this.sorted) {
      this.sorted = live().sort(this.compare);
      this.moves = 0;
    }
    return this.sorted;
  }

  /** Counts a move; past MAX_MOVES the order is dropped (false: nothing to move). */
  private moved(): boolean {
    if (!this.sorted) return false;
    if (++this.moves <= MAX_MOVES) return true;
    this.sorted = null;
    return false;
  }

  /** The first place whose slot does not come before `slot`. */
  private lowerBound(slot: number): number {
    const sorted = this.sorted as number[];
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(sorted[mid], slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** A slot was filled (its columns already set). */
  insert(slot: number): void {
    if (this.moved()) (this.sorted as number[]).splice(this.lowerBound(slot), 0, slot);
  }

  /** A slot is being emptied (its columns still hold what it was sorted by). */
  delete(slot: number): void {
    if (!this.moved() || !this.sorted) return;
    const at = this.lowerBound(slot);
    if (this.sorted[at] === slot) this.sorted.splice(at, 1);
    else this.sorted = null; // not where its key says: sort again when next asked
  }

  /**
   * The slots of `bits` from place `offset`, at most `limit` of them, walking the order forwards or
   * (desc) backwards — a run of equal keys still ascending by id, as `ORDER BY key DESC, id` reads.
   */
  page(live: () => number[], bits: Uint32Array, desc: boolean, offset: number, limit: number): number[] {
    const sorted = this.slots(live);
    const out: number[] = [];
    if (limit <= 0) return out;
    let skip = offset;
    const take = (slot: number): boolean => {
      if ((bits[slot >>> 5] & (1 << (slot & 31))) === 0) return false;
      if (skip > 0) skip -= 1;
      else out.push(slot);
      return out.length >= limit;
    };
    if (!desc) {
      for (let i = 0; i < sorted.length; i++) if (take(sorted[i])) break;
      return out;
    }
    for (let end = sorted.length - 1; end >= 0; ) {
      let start = end;
      while (start > 0 && this.sameKey(sorted[start - 1], sorted[end])) start -= 1;
      for (let i = start; i <= end; i++) if (take(sorted[i])) return out;
      end = start - 1;
    }
    return out;
  }
}
