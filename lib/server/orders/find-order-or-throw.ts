import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TLocale } from "@/lib/shared/locales";
import { getDb, type TDb, type TTx } from "../db/client";
import { orders } from "../db/schema";
import { AppError } from "../http/app-error";
import { translator } from "@/lib/server/i18n/translator";

export type TOrderRow = typeof orders.$inferSelect;

/**
 * One order of the given companies on this site; a missing order, another company's or another
 * site's is the same 404 'Заказ не существует.' `forUpdate` locks it for a status change.
 */
export async function findOrderOrThrow(
  { siteId, companyIds, locale }: { siteId: number; companyIds: number[]; locale: TLocale },
  id: number,
  { db = getDb(), forUpdate = false }: { db?: TDb | TTx; forUpdate?: boolean } = {},
): Promise<TOrderRow> {
  if (companyIds.length === 0) throw new AppError("NOT_FOUND", translator(locale, "orders")("api.notFound"));
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, id), inArray(orders.companyId, companyIds)));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw new AppError("NOT_FOUND", translator(locale, "orders")("api.notFound"));
  return row;
}
