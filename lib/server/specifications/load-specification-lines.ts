import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { lineCustomColumns, lineProductColumns, priceStoredLines, storedLineJoins, type TPricedLine } from "../cart/price-stored-lines";
import { mainPicturePathSql } from "../catalog/product-picture-key";
import type { TDb, TTx } from "../db/client";
import { customProducts, products, specificationLines } from "../db/schema";

export type TSpecificationLine = TPricedLine & { specificationId: number };

/**
 * The lines of some specifications in their order, priced and flagged as cart lines are, for the viewer's
 * company (its price type; its custom products — another company's custom product is `missing`).
 * Lists skip the stock summary: their totals do not need it.
 */
export async function loadSpecificationLines(
  db: TDb | TTx,
  { siteId, companyId }: { siteId: number; companyId: number },
  specificationIds: number[],
  { includeStock = true }: { includeStock?: boolean } = {},
): Promise<TSpecificationLine[]> {
  if (specificationIds.length === 0) return [];
  const joins = storedLineJoins(specificationLines, companyId);
  const rows = await db
    .select({
      item: {
        id: specificationLines.id,
        kind: specificationLines.kind,
        productId: specificationLines.productId,
        customProductId: specificationLines.customProductId,
        name: specificationLines.name,
        article: specificationLines.article,
        unit: specificationLines.unit,
        amount: specificationLines.amount,
        specificationId: specificationLines.specificationId,
      },
      product: lineProductColumns,
      custom: lineCustomColumns,
      picturePath: mainPicturePathSql(siteId, sql.raw(`"products"."id"`)),
    })
    .from(specificationLines)
    .leftJoin(products, joins.product)
    .leftJoin(customProducts, joins.custom)
    .where(and(eq(specificationLines.siteId, siteId), inArray(specificationLines.specificationId, specificationIds)))
    .orderBy(asc(specificationLines.specificationId), asc(specificationLines.position), asc(specificationLines.id));
  return priceStoredLines(db, { siteId, companyId }, rows, { includeStock });
}
