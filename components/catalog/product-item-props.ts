import type { TProduct } from "@/lib/contracts/catalog";

/** What a list row or a grid card gets: the product and what the screen knows around it (its current price comes from ListPricesProvider). */
export type TProductItemProps = {
  product: TProduct;
  /** 1-based position in the whole result (page offset included). */
  position: number;
  searchLogUuid: string | null;
  eagerImage: boolean;
  favoritePending: boolean;
  onToggleFavorite: (id: number) => void;
  cartPending: boolean;
  onAddToCart: (id: number, amount: number) => void;
};
