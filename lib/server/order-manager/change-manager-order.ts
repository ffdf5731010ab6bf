import "server-only";
import { and, eq } from "drizzle-orm";
import type { TManagerOrder } from "@/lib/contracts/order-manager";
import type { TCartContext } from "../cart/cart-context";
import { getDb, type TTx } from "../db/client";
import { managerOrders } from "../db/schema";
import { AppError } from "../http/app-error";
import { findManagerOrderOrThrow, type TManagerOrderRow } from "./find-manager-order-or-throw";
import { readManagerOrder } from "./read-manager-order";
import { requireManagerViewer, type TManagerViewer } from "./require-manager-viewer";
import { translator } from "@/lib/server/i18n/translator";

type TChange = (tx: TTx, row: TManagerOrderRow, viewer: TManagerViewer) => Promise<void>;

/**
 * The frame of every change of one entry: the viewer, the entry locked (404 when not theirs), with
 * `active` 409 for an archived one, the change and the `updated` moment in one transaction; then the entry.
 */
export async function changeManagerOrder(ctx: TCartContext, id: number, { active }: { active: boolean }, change: TChange): Promise<TManagerOrder> {
  const { site, locale } = ctx;
  const viewer = await requireManagerViewer(ctx);
  const db = getDb();
  await db.transaction(async (tx) => {
    const row = await findManagerOrderOrThrow(tx, { siteId: site.id, viewer, locale }, id, { forUpdate: true });
    if (active && row.archivedAt !== null) throw new AppError("CONFLICT", translator(locale, "orderManager")("api.archivedLocked"));
    await change(tx, row, viewer);
    await setManagerOrder(tx, row, { updatedAt: new Date() });
  });
  return readManagerOrder(db, { siteId: site.id, viewer, locale }, id);
}

/** An UPDATE of the entry's own row (site and id in the condition, as every query here). */
export async function setManagerOrder(tx: TTx, row: TManagerOrderRow, patch: Partial<typeof managerOrders.$inferInsert>): Promise<void> {
  await tx.update(managerOrders).set(patch).where(and(eq(managerOrders.siteId, row.siteId), eq(managerOrders.id, row.id)));
}
