import "server-only";
import { and, eq, sql, type GetColumnData, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { mainPicturePathSql } from "../catalog/product-picture-key";
import type { TDb, TTx } from "../db/client";
import { customProducts, products, type cartItems, type offerLines, type specificationLines } from "../db/schema";
import { lineCustomColumns, lineProductColumns, priceStoredLines, storedLineJoins, type TStoredLineRow } from "./price-stored-lines";

/** The tables of stored lines: a cart's, a specification's, a commercial offer's. */
type TLineTable = typeof cartItems | typeof specificationLines | typeof offerLines;

type TColumns = Record<string, PgColumn>;
type TValues<T extends TColumns> = { [K in keyof T]: GetColumnData<T[K]> };

/** What every line table has. */
const sharedColumns = (t: TLineTable) => ({ id: t.id, kind: t.kind, productId: t.productId, customProductId: t.customProductId, name: t.name, article: t.article, amount: t.amount });

/**
 * The stored lines of `table` of the site that `where` picks, in `orderBy` order, each with the `extra`
 * columns the caller names (a cart line's `selected`, a specification line's `specificationId` and `unit`),
 * priced and flagged for the viewer's company by priceStoredLines: the product of the line's site, the
 * custom product only while it is the company's (another company's is `missing`).
 */
export async function loadStoredLines<TExtra extends TColumns>(
  db: TDb | TTx,
  { siteId, companyId }: { siteId: number; companyId: number },
  { table, extra, where, orderBy }: { table: TLineTable; extra: TExtra; where: SQL | undefined; orderBy: (PgColumn | SQL)[] },
  options: { includeStock?: boolean } = {},
) {
  const joins = storedLineJoins(table, companyId);
  // drizzle infers no select over a union of tables: the rows are typed here from the columns asked for.
  const lines = table as typeof cartItems;
  const rows = (await db
    .select({
      item: { ...sharedColumns(table), ...extra },
      product: lineProductColumns,
      custom: lineCustomColumns,
      picturePath: mainPicturePathSql(siteId, sql.raw(`"products"."id"`)),
    })
    .from(lines)
    .leftJoin(products, joins.product)
    .leftJoin(customProducts, joins.custom)
    .where(and(eq(lines.siteId, siteId), where))
    .orderBy(...orderBy)) as unknown as TStoredLineRow<TValues<ReturnType<typeof sharedColumns>> & TValues<TExtra>>[];
  return priceStoredLines(db, { siteId, companyId }, rows, options);
}
