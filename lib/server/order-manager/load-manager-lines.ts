import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { TDb, TTx } from "../db/client";
import { managerOrderLines, products } from "../db/schema";

export type TManagerLineRow = typeof managerOrderLines.$inferSelect & { orderable: boolean };

/** The lines of some entries in their order; `orderable` when the line's product is still on sale on the site. */
export async function loadManagerLines(db: TDb | TTx, siteId: number, orderIds: number[]): Promise<TManagerLineRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ line: managerOrderLines, active: products.isActive })
    .from(managerOrderLines)
    .leftJoin(products, and(eq(products.id, managerOrderLines.productId), eq(products.siteId, managerOrderLines.siteId)))
    .where(and(eq(managerOrderLines.siteId, siteId), inArray(managerOrderLines.orderId, orderIds)))
    .orderBy(asc(managerOrderLines.orderId), asc(managerOrderLines.position), asc(managerOrderLines.id));
  return rows.map(({ line, active }) => ({ ...line, orderable: line.kind === "product" && line.productId !== null && active === true }));
}
