import "server-only";
import type { TOrderListItem } from "@/lib/contracts/orders";
import type { TLocale } from "@/lib/shared/locales";
import type { orders } from "../db/schema";
import { kopecksToDecimal } from "@/lib/shared/money";
import { orderNameText } from "./orders-text";
import { translator } from "@/lib/server/i18n/translator";

type TOrderRow = typeof orders.$inferSelect;

/** Until when the stock is held, as the buyer sees it: nothing once released or no longer confirmed. */
export function reservedUntilOf(order: Pick<TOrderRow, "status" | "reservedUntil" | "reservationReleasedAt">): string | null {
  return order.status === "confirmed" && order.reservedUntil && !order.reservationReleasedAt ? order.reservedUntil.toISOString() : null;
}

/** One row of the orders list (spec §3: name, status, created, updated, positions, total, author, company, comment, address). */
export function formatOrderListItem(
  order: TOrderRow,
  { company, author, locale, storedLocale }: { company: { id: number; name: string }; author: { id: number; name: string } | null; locale: TLocale; storedLocale: TLocale },
): TOrderListItem {
  return {
    id: order.id,
    name: orderNameText(locale, storedLocale, order),
    status: order.status,
    statusName: translator(locale, "orders")(`status.${order.status}`),
    created: order.createdAt.toISOString(),
    updated: order.updatedAt.toISOString(),
    positionsCount: order.positionsCount,
    totalPrice: kopecksToDecimal(order.total),
    author,
    company,
    comment: order.comment,
    address: order.address,
    deliveryType: order.deliveryType,
    reservedUntil: reservedUntilOf(order),
  };
}
