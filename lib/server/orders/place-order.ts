import "server-only";
import { asc, eq, getTableName, sql } from "drizzle-orm";
import { RESERVATION_WORKING_DAYS, type TPlaceOrderRequest, type TPlaceOrderResponse } from "@/lib/contracts/orders";
import { formatDate, formatMoney, kopecksToDecimal } from "@/lib/shared/money";
import { bonusSpendLimit } from "@/lib/shared/bonus-spend";
import { addWorkingDays } from "@/lib/shared/working-days";
import { orderSuccessEvent, type TOrderSuccessData } from "../analytics/order-success-event";
import type { TCartContext } from "../cart/cart-context";
import { findCart } from "../cart/find-cart";
import { loadCartLines, type TCartLine } from "../cart/load-cart-lines";
import { productImageUrl } from "../catalog/product-picture-key";
import { loadBonusWallet } from "../club/bonus-wallet";
import { requireActiveCompany, type TActiveCompany } from "../cart/require-active-company";
import { getDb, type TTx } from "../db/client";
import { rowsOf } from "../db/rows";
import {
  analyticsEvents,
  bonusTransactions,
  cartItems,
  companies,
  orderDocuments,
  orderEvents,
  orderItems,
  orderReservations,
  orders,
  stocks,
  warehouses,
  type TBonusKind,
  type TOrderDocumentKind,
  type TOrderStatus,
} from "../db/schema";
import { columnName, insertSelect, recordset } from "../db/typed-sql";
import { AppError } from "../http/app-error";
import { enqueueOrderPlacedMails } from "../mail/enqueue-order-mails";
import { kickOutboxDelivery } from "../outbox/deliver-outbox";
import { orderTotalsOf, withBonusSpent, type TOrderTotals } from "./order-totals-of";
import type { TOrderRow } from "./find-order-or-throw";
import { formatOrderDetail, type TOrderDetailParts } from "./format-order-detail";
import { siteLocale, type TEventNote } from "./orders-text";
import { personName } from "./person-name";
import { allocateStock, type TAllocation, type TShortage } from "./allocate-stock";
import { resolveDestination, type TDestination } from "./resolve-destination";
import { retryOnDeadlock } from "./retry-on-deadlock";
import { translator, type TMessageKey } from "@/lib/server/i18n/translator";
import { DEFAULT_UNIT } from "@/lib/shared/units";

/** `origin`: the storefront address for the links of the order's mails (the request's; else the site's url). */
type TPlaceContext = TCartContext & { userUuid?: string | null; now?: Date; origin?: string | null };

function conflictOf({ locale }: TCartContext, missing: TCartLine[], shortages: TShortage[], lines: TCartLine[]): AppError {
  const errors: Record<string, string[]> = {};
  const items: { id: number; productId: number | null; requested: number; available: number }[] = [];
  for (const line of missing) {
    errors[`items.${line.id}`] = [translator(locale, "orders")("api.lineUnavailable")];
    items.push({ id: line.id, productId: line.productId, requested: line.amount, available: 0 });
  }
  for (const s of shortages) {
    const unit = lines.find((l) => l.id === s.lineId)?.unit ?? DEFAULT_UNIT;
    errors[`items.${s.lineId}`] = [translator(locale, "orders")("api.lineNotEnough", { available: s.available, unit })];
    items.push({ id: s.lineId, productId: s.productId, requested: s.requested, available: s.available });
  }
  const message = shortages.length > 0 ? translator(locale, "orders")("api.notEnoughStock") : translator(locale, "orders")("api.lineUnavailable");
  return new AppError("CONFLICT", message, { errors, extra: { items } });
}

/** An order line's own columns from its cart line (written by writeOrder, echoed by partsOf). */
function itemRowOf(l: TCartLine, sort: number) {
  return {
    kind: l.kind,
    productId: l.productId,
    customProductId: l.customProductId,
    name: l.name,
    article: l.article,
    unit: l.unit,
    price: l.price ?? 0,
    amount: l.amount,
    total: l.total,
    vatRate: l.vatRate,
    vatAmount: l.vatAmount,
    sort,
  };
}

type TWritten = { id: number; name: string; itemIds: number[]; eventId: number; documentId: number };

/** A 400 about the bonuses to spend, on the request's `bonusSpend` field. */
function bonusError({ locale }: TCartContext, key: TMessageKey<"goldenClub.api">, values: Record<string, string> = {}): AppError {
  const message = translator(locale, "goldenClub.api")(key, values);
  return new AppError("BAD_REQUEST", message, { errors: { bonusSpend: [message] } });
}

/**
 * Reserves the allocated stock and writes the order with its lines, reservations, first history
 * entry, invoice and ORDER_SUCCESS event, and takes the ordered lines out of the cart — in ONE statement (data-modifying CTEs): placement is the hot path,
 * and on PostgreSQL every statement is a network round trip. The id comes first so the name
 * ("Заказ № 123") is written with the row.
 */
async function writeOrder(
  tx: TTx,
  w: {
    siteId: number;
    companyId: number;
    userId: number;
    cartId: number;
    nameTemplate: string;
    request: TPlaceOrderRequest;
    destination: TDestination;
    lines: TCartLine[];
    allocations: TAllocation[];
    totals: TOrderTotals;
    reservedUntil: Date | null;
    eventNote: TEventNote;
    analytics: { data: Omit<TOrderSuccessData, "orderId">; userUuid: string | null };
    now: Date;
  },
): Promise<TWritten> {
  // Columns, their SQL types and the rows' value types all come from the schema (typed-sql.ts): a renamed
  // column fails the compiler; the whole write stays one statement.
  const items = recordset(
    orderItems,
    "x",
    ["kind", "productId", "customProductId", "name", "article", "unit", "price", "amount", "total", "vatRate", "vatAmount", "sort"],
    w.lines.map(itemRowOf),
  );
  const reservations = w.allocations.map((a) => ({ productId: a.productId, warehouseId: a.warehouseId, amount: a.amount }));
  const reserved = recordset(orderReservations, "x", ["productId", "warehouseId", "amount"], reservations);
  const lineIds = sql.join(
    w.lines.map((l) => sql`${l.id}`),
    sql`, `,
  );
  const now = w.now.toISOString();
  const reservedUntil = w.reservedUntil?.toISOString() ?? null;
  // The order id is not known yet: the statement writes it into the event's data.
  const event = orderSuccessEvent({ orderId: 0, ...w.analytics.data });
  const order = insertSelect(orders, {
    id: sql`id`,
    siteId: sql`${w.siteId}::int`,
    companyId: sql`${w.companyId}::int`,
    userId: sql`${w.userId}::int`,
    name: sql`replace(${w.nameTemplate}::text, '{id}', id::text)`,
    status: sql`${"confirmed" satisfies TOrderStatus}`,
    deliveryType: sql`${w.request.deliveryType}::text`,
    warehouseId: sql`${w.destination.warehouse?.id ?? null}::int`,
    deliveryAddressId: sql`${w.destination.deliveryAddressId}::int`,
    address: sql`${w.destination.address}::text`,
    deliveryCity: sql`${w.destination.city}::text`,
    deliveryComment: sql`${w.destination.comment}::text`,
    comment: sql`${w.request.comment || null}::text`,
    positionsCount: sql`${w.lines.length}::int`,
    itemsTotal: sql`${w.totals.items}::bigint`,
    customItemsTotal: sql`${w.totals.custom}::bigint`,
    total: sql`${w.totals.total}::bigint`,
    vatTotal: sql`${w.totals.vat}::bigint`,
    bonusSpent: sql`${w.totals.bonus}::bigint`,
    reservedUntil: sql`${reservedUntil}::timestamptz`,
    createdAt: sql`${now}::timestamptz`,
    updatedAt: sql`${now}::timestamptz`,
  });
  const item = insertSelect(orderItems, { siteId: sql`${w.siteId}::int`, orderId: sql`o.id` });
  const reservation = insertSelect(orderReservations, { siteId: sql`${w.siteId}::int`, orderId: sql`o.id` });
  const history = insertSelect(orderEvents, {
    siteId: sql`${w.siteId}::int`,
    orderId: sql`o.id`,
    status: sql`${"confirmed" satisfies TOrderStatus}`,
    userId: sql`${w.userId}::int`,
    note: sql`${w.eventNote.note}::text`,
    noteParams: sql`${JSON.stringify(w.eventNote.noteParams)}::jsonb`,
    createdAt: sql`${now}::timestamptz`,
  });
  const invoice = insertSelect(orderDocuments, {
    siteId: sql`${w.siteId}::int`,
    orderId: sql`o.id`,
    kind: sql`${"invoice" satisfies TOrderDocumentKind}`,
    number: sql`o.id::text`,
    total: sql`${w.totals.total}::bigint`,
    validUntil: sql`${reservedUntil}::timestamptz`,
    createdAt: sql`${now}::timestamptz`,
  });
  const success = insertSelect(analyticsEvents, {
    siteId: sql`${w.siteId}::int`,
    type: sql`${event.type}::text`,
    data: sql`jsonb_set(${JSON.stringify(event.data)}::jsonb, '{orderId}', to_jsonb(o.id))`,
    userId: sql`${w.userId}::int`,
    userUuid: sql`${w.analytics.userUuid}::text`,
    orderId: sql`o.id`,
    createdAt: sql`${now}::timestamptz`,
  });
  const stock = reserved.field;
  // Golden club bonuses paying part of the order: the balance goes down only if it still covers them (a
  // concurrent order of the same company waits for this row and then finds less), with the spending entry.
  const spend = w.totals.bonus;
  const spending = insertSelect(bonusTransactions, {
    siteId: sql`${w.siteId}::int`,
    companyId: sql`${w.companyId}::int`,
    kind: sql`${"spending" satisfies TBonusKind}`,
    amount: sql`${-spend}::bigint`,
    orderId: sql`o.id`,
    orderName: sql`o.name`,
    createdAt: sql`${now}::timestamptz`,
  });
  const bonusWrites =
    spend > 0
      ? sql`,
      b AS (
        UPDATE ${companies} SET ${columnName(companies, "bonus")} = ${companies.bonus} - ${spend}::bigint
        WHERE ${companies.siteId} = ${w.siteId}::int AND ${companies.id} = ${w.companyId}::int AND ${companies.bonus} >= ${spend}::bigint
        RETURNING 1
      ),
      bt AS (
        INSERT INTO ${bonusTransactions} (${spending.columns}) SELECT ${spending.values} FROM o, b
      )`
      : sql``;
  const bonusRows = spend > 0 ? sql`(SELECT count(*) FROM b)::int` : sql`1`;
  const [row] = rowsOf<{ id: number; name: string; item_ids: number[]; event_id: number; document_id: number; reserved_rows: number; bonus_rows: number }>(
    await tx.execute(sql`
      WITH new_order AS (SELECT nextval(pg_get_serial_sequence(${getTableName(orders)}, 'id'))::int AS id),
      s AS (
        -- The reservation: the rows are locked (allocate-stock.ts); the condition still refuses to
        -- take stock below zero, and the count is checked below.
        UPDATE ${stocks} SET ${columnName(stocks, "reserved")} = ${stocks.reserved} + ${stock("amount")}
        FROM ${reserved.from}
        WHERE ${stocks.siteId} = ${w.siteId}::int AND ${stocks.productId} = ${stock("productId")} AND ${stocks.warehouseId} = ${stock("warehouseId")}
          AND ${stocks.quantity} - ${stocks.reserved} >= ${stock("amount")}
        RETURNING 1
      ),
      o AS (
        INSERT INTO ${orders} (${order.columns}) SELECT ${order.values} FROM new_order
        RETURNING ${columnName(orders, "id")} AS id, ${columnName(orders, "name")} AS name
      ),
      i AS (
        INSERT INTO ${orderItems} (${item.columns}, ${items.columns}) SELECT ${item.values}, ${items.fields} FROM o, ${items.from}
        RETURNING ${columnName(orderItems, "id")} AS id, ${columnName(orderItems, "sort")} AS sort
      ),
      r AS (
        INSERT INTO ${orderReservations} (${reservation.columns}, ${reserved.columns}) SELECT ${reservation.values}, ${reserved.fields} FROM o, ${reserved.from}
      ),
      e AS (
        INSERT INTO ${orderEvents} (${history.columns}) SELECT ${history.values} FROM o
        RETURNING ${columnName(orderEvents, "id")} AS id
      ),
      d AS (
        -- The invoice is valid while the goods are reserved.
        INSERT INTO ${orderDocuments} (${invoice.columns}) SELECT ${invoice.values} FROM o
        RETURNING ${columnName(orderDocuments, "id")} AS id
      ),
      c AS (
        DELETE FROM ${cartItems} WHERE ${cartItems.siteId} = ${w.siteId}::int AND ${cartItems.cartId} = ${w.cartId}::int AND ${cartItems.id} IN (${lineIds})
      ),
      a AS (
        -- The ORDER_SUCCESS event (lib/server/analytics/order-success-event.ts) gets the new order's id.
        INSERT INTO ${analyticsEvents} (${success.columns}) SELECT ${success.values} FROM o
      )${bonusWrites}
      SELECT o.id, o.name,
             (SELECT coalesce(json_agg(i.id ORDER BY i.sort), '[]'::json) FROM i) AS item_ids,
             (SELECT id FROM e) AS event_id,
             (SELECT id FROM d) AS document_id,
             (SELECT count(*) FROM s)::int AS reserved_rows,
             ${bonusRows} AS bonus_rows
      FROM o`),
  );
  // The balance fell below the bonuses chosen since the check (another order of the company): nothing is kept.
  if (Number(row.bonus_rows) !== 1) throw new BonusBalanceChanged();
  // The rows are locked, so this cannot happen; if it ever did, failing (and rolling back) beats overselling.
  if (Number(row.reserved_rows) !== reservations.length) throw new Error(`stock reservation touched ${row.reserved_rows} of ${reservations.length} rows`);
  return { id: Number(row.id), name: row.name, itemIds: row.item_ids.map(Number), eventId: Number(row.event_id), documentId: Number(row.document_id) };
}

/** The placed order as its page shows it, from what the transaction just wrote (no second read). */
function partsOf(
  ctx: TPlaceContext,
  company: TActiveCompany,
  p: { written: TWritten; request: TPlaceOrderRequest; destination: TDestination; lines: TCartLine[]; totals: TOrderTotals; reservedUntil: Date | null; eventNote: TEventNote; now: Date },
): TOrderDetailParts {
  const { site, auth } = ctx;
  const { written, now } = p;
  const order: TOrderRow = {
    id: written.id,
    siteId: site.id,
    companyId: company.id,
    userId: auth.user.id,
    name: written.name,
    status: "confirmed",
    deliveryType: p.request.deliveryType,
    warehouseId: p.destination.warehouse?.id ?? null,
    deliveryAddressId: p.destination.deliveryAddressId,
    address: p.destination.address,
    deliveryCity: p.destination.city,
    deliveryComment: p.destination.comment,
    comment: p.request.comment || null,
    positionsCount: p.lines.length,
    itemsTotal: p.totals.items,
    customItemsTotal: p.totals.custom,
    total: p.totals.total,
    vatTotal: p.totals.vat,
    bonusSpent: p.totals.bonus,
    reservedUntil: p.reservedUntil,
    reservationReleasedAt: null,
    createdAt: now,
    updatedAt: now,
    exportedAt: null,
    externalId: null,
    expectedAt: null,
  };
  const author = { id: auth.user.id, name: personName(auth.user) };
  const items = p.lines.map((l, sort): TOrderDetailParts["items"][number] => {
    const item: typeof orderItems.$inferSelect = {
      id: written.itemIds[sort],
      siteId: site.id,
      orderId: written.id,
      ...itemRowOf(l, sort),
    };
    // A catalogue line's image is its product's picture address (loadCartLines).
    return { item, product: l.productId !== null ? { id: l.productId, article: l.article ?? "", name: l.name, unit: l.unit, image: l.image ?? productImageUrl(site.id, l.productId, null) } : null };
  });
  const event: typeof orderEvents.$inferSelect = { id: written.eventId, siteId: site.id, orderId: written.id, status: "confirmed", userId: auth.user.id, comment: null, ...p.eventNote, createdAt: now };
  const invoice: typeof orderDocuments.$inferSelect = {
    id: written.documentId,
    siteId: site.id,
    orderId: written.id,
    kind: "invoice",
    number: String(written.id),
    externalId: null,
    total: p.totals.total,
    validUntil: p.reservedUntil,
    paymentDueAt: null,
    paidAt: null,
    createdAt: now,
  };
  const warehouse = p.destination.warehouse;
  return {
    order,
    company,
    author,
    warehouse: warehouse ? { id: warehouse.id, name: warehouse.name, city: warehouse.city, address: warehouse.address } : null,
    items,
    events: [{ event, author }],
    documents: [invoice],
  };
}

/** Thrown inside the transaction when the conditional balance update found too little (rolls it all back). */
class BonusBalanceChanged extends Error {}

/**
 * The bonuses the buyer chose to pay with (kopecks), checked against what the company may spend on this
 * order: 400 on `bonusSpend` when it cannot pay with bonuses or asks for more than min(balance, share).
 */
async function bonusToSpend(tx: TTx, ctx: TPlaceContext, company: TActiveCompany, request: TPlaceOrderRequest, totals: TOrderTotals): Promise<number> {
  const spend = request.bonusSpend ?? 0;
  if (spend <= 0) return 0;
  const wallet = await loadBonusWallet(tx, { site: ctx.site, companyId: company.id });
  if (!wallet) throw bonusError(ctx, "spendUnavailable");
  const limit = bonusSpendLimit(totals.total, wallet.balance, wallet.spendMaxPercent);
  if (spend > limit) throw bonusError(ctx, "spendTooMuch", { max: formatMoney(limit) });
  return spend;
}

/** Everything of the placement that must happen together, or not at all. */
async function placeInTransaction(tx: TTx, ctx: TPlaceContext, company: TActiveCompany, request: TPlaceOrderRequest, now: Date): Promise<TOrderDetailParts> {
  const { site, auth, locale } = ctx;
  const cart = await findCart(tx, { siteId: site.id, userId: auth.user.id, companyId: company.id }, { forUpdate: true });
  const lines = cart ? (await loadCartLines(tx, { siteId: site.id, cartId: cart.id, companyId: company.id }, { includeStock: false })).filter((l) => l.selected) : [];
  if (!cart || lines.length === 0) throw new AppError("BAD_REQUEST", translator(locale, "orders")("api.nothingSelected"));
  // The seller ships and invoices catalogue goods only: the buyer's own products ride along as their list.
  if (!lines.some((l) => l.kind === "product")) throw new AppError("BAD_REQUEST", translator(locale, "orders")("api.onlyCustomSelected"));

  const siteWarehouses = await tx.select().from(warehouses).where(eq(warehouses.siteId, site.id)).orderBy(asc(warehouses.sort), asc(warehouses.id));
  const destination = await resolveDestination(tx, { siteId: site.id, companyId: company.id, locale, siteWarehouses }, request);
  const missing = lines.filter((l) => l.state === "missing");
  const needs = lines.flatMap((l) => (l.kind === "product" && l.productId !== null && l.state !== "missing" ? [{ lineId: l.id, productId: l.productId, amount: l.amount }] : []));
  const { allocations, shortages } = await allocateStock(
    tx,
    { siteId: site.id, warehouseId: destination.warehouse?.id ?? null, warehouseOrder: siteWarehouses.map((w) => w.id) },
    needs,
  );
  if (missing.length > 0 || shortages.length > 0) throw conflictOf(ctx, missing, shortages, lines);

  const goods = orderTotalsOf(lines);
  const totals = withBonusSpent(goods, await bonusToSpend(tx, ctx, company, request, goods));
  const reservedUntil = allocations.length > 0 ? addWorkingDays(now, RESERVATION_WORKING_DAYS) : null;
  const stored = siteLocale(site);
  // Our note as a kind with its values: each reader sees it in their own language.
  const eventNote: TEventNote = reservedUntil ? { note: "placed", noteParams: { date: reservedUntil.toISOString() } } : { note: "placedNoReserve", noteParams: null };
  const written = await writeOrder(tx, {
    siteId: site.id,
    companyId: company.id,
    userId: auth.user.id,
    cartId: cart.id,
    nameTemplate: translator(stored, "orders")("api.orderName", { id: "{id}" }),
    request,
    destination,
    lines,
    allocations,
    totals,
    reservedUntil,
    eventNote,
    analytics: {
      userUuid: ctx.userUuid?.slice(0, 64) ?? null,
      data: {
        totalPrice: kopecksToDecimal(totals.total),
        currency: site.currency,
        items: lines.filter((l) => l.kind === "product").map((l) => ({
          id: l.productId !== null ? String(l.productId) : `custom:${l.customProductId}`,
          productId: l.productId,
          customProductId: l.customProductId,
          name: l.name,
          article: l.article,
          price: kopecksToDecimal(l.price ?? 0),
          amount: l.amount,
          total: kopecksToDecimal(l.total),
        })),
      },
    },
    now,
  });
  const parts = partsOf(ctx, company, { written, request, destination, lines, totals, reservedUntil, eventNote, now });
  // The buyer's and the managers' mails commit with the order, or not at all (delivered after the commit).
  await enqueueOrderPlacedMails(tx, { site, origin: ctx.origin }, auth.user, parts);
  return parts;
}

/**
 * POST /api/v1/order: places an order from the selected lines of the active company's cart, in one
 * transaction: the order and its lines, the stock reservation (3 working days), the status history,
 * the invoice, the ORDER_SUCCESS event, the ordered lines leave the cart, and the order's mails are
 * queued (delivered after the commit; a mail server that is down delays them, never the order); golden club
 * bonuses the buyer chose (`bonusSpend`) pay part of it, taken off the balance in the same statement. Lines that are gone or
 * short of stock fail it with 409 and the lines named; nothing changes then.
 */
export async function placeOrder(ctx: TPlaceContext, request: TPlaceOrderRequest): Promise<TPlaceOrderResponse> {
  const { site, locale } = ctx;
  const company = await requireActiveCompany(ctx);
  if (request.deliveryType === "pickup" && !site.featureFlags.orderPickup) {
    const message = translator(locale, "orders")("api.pickupDisabled");
    throw new AppError("BAD_REQUEST", message, { errors: { deliveryType: [message] } });
  }
  const now = ctx.now ?? new Date();
  const parts = await retryOnDeadlock(() => getDb().transaction((tx) => placeInTransaction(tx, ctx, company, request, now))).catch((error: unknown) => {
    throw error instanceof BonusBalanceChanged ? bonusError(ctx, "spendBalanceChanged") : error;
  });
  kickOutboxDelivery();
  const order = formatOrderDetail({ site, locale }, parts, now);
  const message = order.reservedUntil
    ? translator(locale, "orders")("api.placed", { name: order.name, date: formatDate(order.reservedUntil) })
    : translator(locale, "orders")("api.eventPlacedNoReserve");
  return { order, message, redirect: `/orders/${order.id}` };
}
