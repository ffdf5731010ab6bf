import "server-only";

export type TOrderSuccessItem = { id: string; productId: number | null; customProductId: number | null; name: string; article: string | null; price: string; amount: number; total: string };

export type TOrderSuccessData = { orderId: number; items: TOrderSuccessItem[]; totalPrice: string; currency: string };

/**
 * The ORDER_SUCCESS event of a placed order (spec §7: one event per order with orderId and items).
 * Order placement writes it in its own statement, so the event exists exactly when the order does
 * (lib/server/orders/place-order.ts); the partial unique index keeps it to one per order.
 */
export function orderSuccessEvent(data: TOrderSuccessData): { type: "ORDER_SUCCESS"; data: TOrderSuccessData } {
  return { type: "ORDER_SUCCESS", data };
}
