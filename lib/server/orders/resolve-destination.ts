import "server-only";
import { and, eq } from "drizzle-orm";
import type { TPlaceOrderRequest } from "@/lib/contracts/orders";
import type { TLocale } from "@/lib/shared/locales";
import type { TTx } from "../db/client";
import { deliveryAddresses, type warehouses } from "../db/schema";
import { AppError } from "../http/app-error";
import { ordersText } from "./orders-text";

export type TWarehouseRow = typeof warehouses.$inferSelect;
export type TDestination = { warehouse: TWarehouseRow | null; deliveryAddressId: number | null; address: string };

/**
 * Where the order goes: the pickup warehouse (one of `siteWarehouses`), or a delivery address of the company
 * (a new one from the address dialog is saved to the company unless `save` is false). Another
 * site's warehouse or another company's address is 404 with the field named.
 */
export async function resolveDestination(
  tx: TTx,
  { siteId, companyId, locale, siteWarehouses }: { siteId: number; companyId: number; locale: TLocale; siteWarehouses: TWarehouseRow[] },
  request: TPlaceOrderRequest,
): Promise<TDestination> {
  if (request.deliveryType === "pickup") {
    const warehouse = siteWarehouses.find((w) => w.id === request.warehouseId);
    if (!warehouse) {
      const message = ordersText(locale, "api.warehouseNotFound");
      throw new AppError("NOT_FOUND", message, { errors: { warehouseId: [message] } });
    }
    return { warehouse, deliveryAddressId: null, address: `${warehouse.name}, ${warehouse.address}` };
  }
  if (request.deliveryAddress) {
    const { address, city, comment, save } = request.deliveryAddress;
    if (!save) return { warehouse: null, deliveryAddressId: null, address };
    const [created] = await tx
      .insert(deliveryAddresses)
      .values({ siteId, companyId, address, city: city || null, comment: comment || null })
      .returning({ id: deliveryAddresses.id });
    return { warehouse: null, deliveryAddressId: created.id, address };
  }
  const [saved] =
    request.deliveryAddressId === undefined
      ? []
      : await tx
          .select({ id: deliveryAddresses.id, address: deliveryAddresses.address })
          .from(deliveryAddresses)
          .where(and(eq(deliveryAddresses.siteId, siteId), eq(deliveryAddresses.companyId, companyId), eq(deliveryAddresses.id, request.deliveryAddressId)));
  if (!saved) {
    const message = ordersText(locale, "api.addressNotFound");
    throw new AppError("NOT_FOUND", message, { errors: { deliveryAddressId: [message] } });
  }
  return { warehouse: null, deliveryAddressId: saved.id, address: saved.address };
}
