import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import type { TLocale } from "@/lib/shared/locales";
import type { TDb, TTx } from "../db/client";
import { managerOrders } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TManagerViewer } from "./require-manager-viewer";
import { translator } from "@/lib/server/i18n/translator";

export type TManagerOrderRow = typeof managerOrders.$inferSelect;
export type TManagerScope = { siteId: number; viewer: TManagerViewer; locale: TLocale };

/** SQL: the entries of the site that are the viewer's own, in their active company. */
export function managerOrdersOf(siteId: number, viewer: TManagerViewer): SQL {
  return and(eq(managerOrders.siteId, siteId), eq(managerOrders.companyId, viewer.companyId), eq(managerOrders.authorUserId, viewer.userId)) as SQL;
}

/**
 * One of the viewer's entries, or 404 «Заказ клиента не найден» — another user's, another company's, another
 * site's and a missing one alike. `forUpdate` locks it so changes of one run one at a time.
 */
export async function findManagerOrderOrThrow(db: TDb | TTx, { siteId, viewer, locale }: TManagerScope, id: number, { forUpdate = false } = {}): Promise<TManagerOrderRow> {
  const query = db.select().from(managerOrders).where(and(eq(managerOrders.id, id), managerOrdersOf(siteId, viewer)));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw new AppError("NOT_FOUND", translator(locale, "orderManager")("api.notFound"));
  return row;
}
