import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { exchangeSessions, orders, type TSentOrder } from "../db/schema";
import type { TSite } from "../sites/resolve-site";
import type { TExchangeSession } from "./exchange-session";
import { EXCHANGE_LIMITS } from "./exchange-settings";
import { loadExchangeOrders } from "./load-exchange-orders";
import { ordersToCommerceml } from "./orders-to-commerceml";

/**
 * sale/query: the new and changed orders (at most 500) as CommerceML; the session remembers which it
 * sent and with which updated_at, so sale/success confirms exactly those.
 */
export async function queryExchangeOrders(site: TSite, session: TExchangeSession): Promise<string> {
  const list = await loadExchangeOrders(site.id, EXCHANGE_LIMITS.queryOrders);
  const sent: TSentOrder[] = list.map((x) => ({ id: x.order.id, updatedAt: x.updatedAtText }));
  await getDb().update(exchangeSessions).set({ sentOrders: sent }).where(and(eq(exchangeSessions.siteId, site.id), eq(exchangeSessions.id, session.id)));
  return ordersToCommerceml(list);
}

/**
 * sale/success: the orders the session's last query sent are exported as they were then — an order
 * changed since keeps a newer updated_at and goes again. Repeating it changes nothing.
 */
export async function confirmExchangeOrders(site: TSite, session: TExchangeSession): Promise<number> {
  const sent = session.sentOrders ?? [];
  if (sent.length === 0) return 0;
  const pairs = sql.join(
    sent.map((s) => sql`(${s.id}::int, ${s.updatedAt}::timestamptz)`),
    sql`, `,
  );
  const db = getDb();
  const marked = await db
    .update(orders)
    .set({ exportedAt: sql`${orders.updatedAt}` })
    .where(and(eq(orders.siteId, site.id), sql`(${orders.id}, ${orders.updatedAt}) IN (VALUES ${pairs})`))
    .returning({ id: orders.id });
  await db.update(exchangeSessions).set({ sentOrders: null }).where(and(eq(exchangeSessions.siteId, site.id), eq(exchangeSessions.id, session.id)));
  return marked.length;
}
