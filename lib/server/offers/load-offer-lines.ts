import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { loadStoredLines } from "../cart/load-stored-lines";
import type { TPricedLine } from "../cart/price-stored-lines";
import { vatOf } from "../cart/vat-of";
import { mainPicturePathSql } from "../catalog/product-picture-key";
import type { TDb, TTx } from "../db/client";
import { brands, offerLines, products } from "../db/schema";

/** A priced line of an offer: the company's price (as a cart line), and the customer's price with the markup. */
export type TOfferLine = TPricedLine & {
  offerId: number;
  brand: string | null;
  manufacturerCode: string | null;
  /** The storage key of the product's main real picture (for the PDF), or null. */
  picturePath: string | null;
  /** The line's own markup (basis points) or null. */
  ownMarkup: number | null;
  /** The markup applied (basis points): the line's own, else the offer's. */
  markup: number;
  offerPrice: number | null;
  offerTotal: number;
  offerVatAmount: number;
};

/** A price with a markup in basis points (1550 = +15.5 %), rounded to the kopeck. */
export function markedUp(kopecks: number, basisPoints: number): number {
  return Math.round((kopecks * (10_000 + basisPoints)) / 10_000);
}

/**
 * The lines of some offers in their order: priced for the viewer's company as cart and specification lines
 * are (the shared pricing of stored lines), then marked up by the line's or the offer's markup. A `missing`
 * line keeps its name and has no price.
 */
export async function loadOfferLines(
  db: TDb | TTx,
  { siteId, companyId }: { siteId: number; companyId: number },
  offerMarkups: Map<number, number>,
  { includeStock = false }: { includeStock?: boolean } = {},
): Promise<TOfferLine[]> {
  const offerIds = [...offerMarkups.keys()];
  if (offerIds.length === 0) return [];
  const t = offerLines;
  const priced = await loadStoredLines(
    db,
    { siteId, companyId },
    { table: t, extra: { unit: t.unit, offerId: t.offerId, ownMarkup: t.markupBasisPoints }, where: inArray(t.offerId, offerIds), orderBy: [asc(t.offerId), asc(t.position), asc(t.id)] },
    { includeStock },
  );
  const productIds = [...new Set(priced.flatMap((l) => (l.productId !== null ? [l.productId] : [])))];
  const extras =
    productIds.length === 0
      ? []
      : await db
          .select({ id: products.id, manufacturerCode: products.manufacturerCode, brand: brands.name, picturePath: mainPicturePathSql(siteId, sql.raw(`"products"."id"`)) })
          .from(products)
          .leftJoin(brands, and(eq(brands.id, products.brandId), eq(brands.siteId, products.siteId)))
          .where(and(eq(products.siteId, siteId), inArray(products.id, productIds)));
  const extraOf = new Map(extras.map((e) => [e.id, e]));
  return priced.map((line) => {
    const markup = line.ownMarkup ?? offerMarkups.get(line.offerId) ?? 0;
    const offerPrice = line.price === null ? null : markedUp(line.price, markup);
    const offerTotal = offerPrice === null || line.state === "missing" ? 0 : offerPrice * line.amount;
    const extra = line.productId !== null ? extraOf.get(line.productId) : undefined;
    return {
      ...line,
      brand: extra?.brand ?? null,
      manufacturerCode: extra?.manufacturerCode ?? null,
      picturePath: extra?.picturePath ?? null,
      markup,
      offerPrice,
      offerTotal,
      offerVatAmount: vatOf(offerTotal, line.vatRate),
    };
  });
}
