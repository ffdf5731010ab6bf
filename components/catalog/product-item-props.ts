import type { TProduct } from "@/lib/contracts/catalog";
import type { TFreshPrice } from "@/lib/client/catalog/use-current-prices";

/** What a list row or a grid card gets: the product and what the screen knows around it. */
export type TProductItemProps = {
  product: TProduct;
  /** 1-based position in the whole result (page offset included). */
  position: number;
  searchLogUuid: string | null;
  fresh: TFreshPrice | undefined;
  isPriceRefreshing: boolean;
  eagerImage: boolean;
  favoritePending: boolean;
  onToggleFavorite: (id: number) => void;
  cartPending: boolean;
  onAddToCart: (id: number, amount: number) => void;
};
