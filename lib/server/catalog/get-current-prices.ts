import "server-only";
import type { TCurrentPriceRequest, TCurrentPriceResponse } from "@/lib/contracts/catalog-calls";
import { AppError } from "../http/app-error";
import { kopecksToDecimal } from "@/lib/shared/money";
import { buyerCompanyId } from "./product-read-model/buyer-company-id";
import { resolvePrices } from "./product-read-model/resolve-prices";
import { catalogText } from "./catalog-text";
import type { TCatalogContext } from "./catalog-context";

/**
 * POST /api/v1/product/current-price: unit prices as the buyer's active company sees them (its price
 * type, else the base one). Visitors get base prices only where the site allows
 * (settings.currentPriceForUnauthorized), else 401. Unknown, inactive and other sites' ids are left
 * out of the answer rather than failing the whole refresh; a repeated id is answered once.
 */
export async function getCurrentPrices({ site, auth, locale }: TCatalogContext, request: TCurrentPriceRequest): Promise<TCurrentPriceResponse> {
  if (!auth && !site.settings.currentPriceForUnauthorized) throw new AppError("UNAUTHORIZED", catalogText(locale, "errors.pricesSignIn"));
  const companyId = await buyerCompanyId({ site, auth });
  const seen = new Set<number>();
  const wanted = request.items.filter((item) => !seen.has(item.id) && seen.add(item.id));
  const prices = await resolvePrices({ site, companyId }, wanted.map((item) => ({ productId: item.id, amount: item.amount })));
  const items: TCurrentPriceResponse["items"] = [];
  for (const item of wanted) {
    const price = prices.get(item.id);
    // No loyalty programme is modelled yet, so nothing is paid back.
    if (price) items.push({ id: item.id, currentPrice: kopecksToDecimal(price.price), cashBack: kopecksToDecimal(0) });
  }
  return { items };
}
