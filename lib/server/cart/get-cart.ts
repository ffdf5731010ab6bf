import "server-only";
import type { TCart, TCartQuery } from "@/lib/contracts/cart";
import type { TCartContext } from "./cart-context";
import { readCart } from "./read-cart";
import { requireActiveCompany } from "./require-active-company";

/** GET /api/v1/cart: the cart of the active company, lines priced by its price type. */
export async function getCart(ctx: TCartContext, query: TCartQuery): Promise<TCart> {
  return readCart(ctx, await requireActiveCompany(ctx), query.sort ?? null);
}
