import "server-only";
import type { TOrderDetail } from "@/lib/contracts/orders";
import type { TCartContext } from "../cart/cart-context";
import { findOrderOrThrow } from "./find-order-or-throw";
import { loadOrderDetail } from "./load-order-detail";
import { visibleCompanyIds } from "./visible-company-ids";

/** GET /api/v1/order/{id}: one order the buyer may see; anything else is 404 'Заказ не существует.' */
export async function getOrder(ctx: TCartContext, { id }: { id: number }): Promise<TOrderDetail> {
  const order = await findOrderOrThrow({ siteId: ctx.site.id, companyIds: await visibleCompanyIds(ctx), locale: ctx.locale }, id);
  return loadOrderDetail(ctx, order);
}
