import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TCurrentPriceRequest, TCurrentPriceResponse } from "@/lib/contracts/catalog-calls";
import { AppError } from "../http/app-error";
import { kopecksToDecimal } from "@/lib/shared/money";
import { cashBackBp, cashBackOf, loadClubMembership, type TClubMembership } from "../club/club-membership";
import { getDb } from "../db/client";
import { products } from "../db/schema";
import { buyerCompanyId } from "./product-read-model/buyer-company-id";
import { resolvePrices } from "./product-read-model/resolve-prices";
import type { TCatalogContext } from "./catalog-context";
import { translator } from "@/lib/server/i18n/translator";

type TClassified = { brandId: number | null; sectionId: number | null };

/** Brand and section of the products, for a club member's cash-back only (others skip the statement). */
async function classify(siteId: number, membership: TClubMembership | null, ids: number[]): Promise<Map<number, TClassified>> {
  if (!membership?.level || ids.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: products.id, brandId: products.brandId, sectionId: products.sectionId })
    .from(products)
    .where(and(eq(products.siteId, siteId), inArray(products.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * POST /api/v1/product/current-price: unit prices as the buyer's active company sees them (its price
 * type, else the base one), with the golden club's cash-back per unit for a member company ("0.00" for
 * everyone else). Visitors get base prices only where the site allows
 * (settings.currentPriceForUnauthorized), else 401. Unknown, inactive and other sites' ids are left
 * out of the answer rather than failing the whole refresh; a repeated id is answered once.
 */
export async function getCurrentPrices({ site, auth, locale }: TCatalogContext, request: TCurrentPriceRequest): Promise<TCurrentPriceResponse> {
  if (!auth && !site.settings.currentPriceForUnauthorized) throw new AppError("UNAUTHORIZED", translator(locale, "catalogApi")("errors.pricesSignIn"));
  const companyId = await buyerCompanyId({ site, auth });
  const seen = new Set<number>();
  const wanted = request.items.filter((item) => !seen.has(item.id) && seen.add(item.id));
  const ids = wanted.map((item) => item.id);
  const [prices, membership] = await Promise.all([
    resolvePrices({ site, companyId }, wanted.map((item) => ({ productId: item.id, amount: item.amount }))),
    loadClubMembership({ site, companyId }),
  ]);
  const classes = await classify(site.id, membership, ids);
  const items: TCurrentPriceResponse["items"] = [];
  for (const item of wanted) {
    const price = prices.get(item.id);
    if (!price) continue;
    const kind = classes.get(item.id) ?? { brandId: null, sectionId: null };
    items.push({ id: item.id, currentPrice: kopecksToDecimal(price.price), cashBack: kopecksToDecimal(cashBackOf(price.price, cashBackBp(membership, kind))) });
  }
  return { items };
}
