import type { TProduct } from "@/lib/contracts/catalog";

/** The list a product dialog was opened from: where the product is in it and how to move along it. */
export type TListNavigation = {
  /** The product as the list has it (shown at once while the full card loads). */
  itemOf: (id: number) => TProduct | undefined;
  /** 1-based position in the whole result and its size; null when the product is not in the list. */
  locate: (id: number) => { position: number; total: number } | null;
  canStep: (id: number, direction: 1 | -1) => boolean;
  /** Opens the previous or next product, loading the neighbouring page when the page ends. */
  step: (id: number, direction: 1 | -1) => Promise<void>;
  searchLogUuid: string | null;
};
