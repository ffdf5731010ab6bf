import "server-only";
import type { TConfigurationToCartRequest, TConfigurationToCartResponse } from "@/lib/contracts/configurator";
import type { TCartContext } from "../cart/cart-context";
import { putLinesToCart } from "../cart/put-lines-to-cart";
import { checkConfiguration } from "./evaluate-configuration";
import { translator } from "@/lib/server/i18n/translator";

/**
 * POST /api/v1/configurators/{code}/to-cart («В корзину»): a complete configuration that keeps every rule
 * goes into the active company's cart as the cart adds lines (a product already there grows; amounts rounded
 * up to batch and multiplicity, reported in `summary.adjusted`).
 */
export async function configurationToCart(ctx: TCartContext, code: string, { picks }: TConfigurationToCartRequest): Promise<TConfigurationToCartResponse> {
  const checked = await checkConfiguration(ctx, code, picks, { complete: true });
  const pairs = checked.picks.map((p) => ({ name: p.head.name, request: { productId: p.productId, amount: p.amount } }));
  return putLinesToCart(ctx, checked.company, pairs, { summary: { added: 0, adjusted: [], skipped: [] }, missingReason: translator(ctx.locale, "configurator")("api.productNotFound") });
}
