import "server-only";
import { and, asc, count, eq, max } from "drizzle-orm";
import type { TAddManagerLineRequest, TManagerOrder, TUpdateManagerLineRequest } from "@/lib/contracts/order-manager";
import type { TCartContext } from "../cart/cart-context";
import type { TTx } from "../db/client";
import { managerOrderLines, products } from "../db/schema";
import { AppError } from "../http/app-error";
import { changeManagerOrder } from "./change-manager-order";
import type { TManagerOrderRow } from "./find-manager-order-or-throw";
import { translator } from "@/lib/server/i18n/translator";
import { DEFAULT_UNIT } from "@/lib/shared/units";

/** Lines one entry may have. */
export const MAX_MANAGER_LINES = 500;

const lineOf = (row: TManagerOrderRow, lineId: number) => and(eq(managerOrderLines.siteId, row.siteId), eq(managerOrderLines.orderId, row.id), eq(managerOrderLines.id, lineId));

async function assertLine(tx: TTx, row: TManagerOrderRow, lineId: number, locale: TCartContext["locale"]) {
  const [line] = await tx.select({ id: managerOrderLines.id }).from(managerOrderLines).where(lineOf(row, lineId));
  if (!line) throw new AppError("NOT_FOUND", translator(locale, "orderManager")("api.lineNotFound"));
}

/** What the request adds: the site's product on sale with that article (400 on the field when none), or a line of free text. */
async function lineTarget(tx: TTx, row: TManagerOrderRow, request: TAddManagerLineRequest, locale: TCartContext["locale"]) {
  if (request.article === undefined) return { kind: "custom" as const, productId: null, name: request.name ?? "", article: null, unit: request.unit ?? DEFAULT_UNIT };
  const [product] = await tx
    .select({ id: products.id, name: products.name, article: products.article, unit: products.unit })
    .from(products)
    .where(and(eq(products.siteId, row.siteId), eq(products.article, request.article), eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!product) {
    const message = translator(locale, "orderManager")("api.articleNotFound", { article: request.article });
    throw new AppError("BAD_REQUEST", message, { errors: { article: [message] } });
  }
  return { kind: "product" as const, productId: product.id, name: product.name, article: product.article, unit: product.unit };
}

/** POST /api/v1/order-manager/{id}/lines: a catalogue product by article, or free text, with the amount and the reseller's price. */
export async function addManagerLine(ctx: TCartContext, { id }: { id: number }, request: TAddManagerLineRequest): Promise<TManagerOrder> {
  return changeManagerOrder(ctx, id, { active: true }, async (tx, row) => {
    const target = await lineTarget(tx, row, request, ctx.locale);
    const [{ lines, last }] = await tx
      .select({ lines: count(), last: max(managerOrderLines.position) })
      .from(managerOrderLines)
      .where(and(eq(managerOrderLines.siteId, row.siteId), eq(managerOrderLines.orderId, row.id)));
    if (Number(lines) >= MAX_MANAGER_LINES) throw new AppError("BAD_REQUEST", translator(ctx.locale, "orderManager")("api.tooManyLines", { max: MAX_MANAGER_LINES }));
    await tx.insert(managerOrderLines).values({ siteId: row.siteId, orderId: row.id, ...target, customProductId: null, amount: request.amount, price: request.price, position: Number(last ?? 0) + 1 });
  });
}

/** PATCH /api/v1/order-manager/{id}/lines/{lineId}: the line's amount and/or price. */
export async function updateManagerLine(ctx: TCartContext, { id, lineId }: { id: number; lineId: number }, request: TUpdateManagerLineRequest): Promise<TManagerOrder> {
  return changeManagerOrder(ctx, id, { active: true }, async (tx, row) => {
    await assertLine(tx, row, lineId, ctx.locale);
    await tx.update(managerOrderLines).set({ amount: request.amount, price: request.price }).where(lineOf(row, lineId));
  });
}

/** DELETE /api/v1/order-manager/{id}/lines/{lineId}: the line out of the entry. */
export async function removeManagerLine(ctx: TCartContext, { id, lineId }: { id: number; lineId: number }): Promise<TManagerOrder> {
  return changeManagerOrder(ctx, id, { active: true }, async (tx, row) => {
    await assertLine(tx, row, lineId, ctx.locale);
    await tx.delete(managerOrderLines).where(lineOf(row, lineId));
  });
}
