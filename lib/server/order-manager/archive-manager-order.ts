import "server-only";
import { and, eq } from "drizzle-orm";
import type { TManagerOrder } from "@/lib/contracts/order-manager";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { managerOrders } from "../db/schema";
import { AppError } from "../http/app-error";
import { changeManagerOrder, setManagerOrder } from "./change-manager-order";
import { findManagerOrderOrThrow } from "./find-manager-order-or-throw";
import { requireManagerViewer } from "./require-manager-viewer";
import { translator } from "@/lib/server/i18n/translator";

/** POST /api/v1/order-manager/{id}/archive: to the archive (409 when already there). */
export async function archiveManagerOrder(ctx: TCartContext, { id }: { id: number }): Promise<TManagerOrder> {
  return changeManagerOrder(ctx, id, { active: false }, async (tx, row) => {
    if (row.archivedAt !== null) throw new AppError("CONFLICT", translator(ctx.locale, "orderManager")("api.alreadyArchived"));
    await setManagerOrder(tx, row, { archivedAt: new Date() });
  });
}

/** POST /api/v1/order-manager/{id}/restore: back from the archive (409 when not there). */
export async function restoreManagerOrder(ctx: TCartContext, { id }: { id: number }): Promise<TManagerOrder> {
  return changeManagerOrder(ctx, id, { active: false }, async (tx, row) => {
    if (row.archivedAt === null) throw new AppError("CONFLICT", translator(ctx.locale, "orderManager")("api.notArchived"));
    await setManagerOrder(tx, row, { archivedAt: null });
  });
}

/** DELETE /api/v1/order-manager/{id}: delete forever — only from the archive (an active one is 409: archive it first). */
export async function deleteManagerOrder(ctx: TCartContext, { id }: { id: number }): Promise<Response> {
  const { site, locale } = ctx;
  const viewer = await requireManagerViewer(ctx);
  await getDb().transaction(async (tx) => {
    const row = await findManagerOrderOrThrow(tx, { siteId: site.id, viewer, locale }, id, { forUpdate: true });
    if (row.archivedAt === null) throw new AppError("CONFLICT", translator(locale, "orderManager")("api.deleteOnlyArchived"));
    await tx.delete(managerOrders).where(and(eq(managerOrders.siteId, site.id), eq(managerOrders.id, row.id)));
  });
  return new Response(null, { status: 204 });
}
