import "server-only";
import { and, eq } from "drizzle-orm";
import type { TPlaceOrderRequest } from "@/lib/contracts/orders";
import type { TLocale } from "@/lib/shared/locales";
import type { TTx } from "../db/client";
import { deliveryAddresses, type warehouses } from "../db/schema";
import { AppError } from "../http/app-error";
import { translator } from "@/lib/server/i18n/translator";

export type TWarehouseRow = typeof warehouses.$inferSelect;
/** `city` and `comment` (for the driver) come with a delivery address and are kept on the order. */
export type TDestination = { warehouse: TWarehouseRow | null; deliveryAddressId: number | null; address: string; city: string | null; comment: string | null };

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
      const message = translator(locale, "orders")("api.warehouseNotFound");
      throw new AppError("NOT_FOUND", message, { errors: { warehouseId: [message] } });
    }
    return { warehouse, deliveryAddressId: null, address: `${warehouse.name}, ${warehouse.address}`, city: null, comment: null };
  }
  if (request.deliveryAddress) {
    const { address, save } = request.deliveryAddress;
    const city = request.deliveryAddress.city || null;
    const comment = request.deliveryAddress.comment || null;
    if (!save) return { warehouse: null, deliveryAddressId: null, address, city, comment };
    const [created] = await tx.insert(deliveryAddresses).values({ siteId, companyId, address, city, comment }).returning({ id: deliveryAddresses.id });
    return { warehouse: null, deliveryAddressId: created.id, address, city, comment };
  }
  const [saved] =
    request.deliveryAddressId === undefined
      ? []
      : await tx
          .select({ id: deliveryAddresses.id, address: deliveryAddresses.address, city: deliveryAddresses.city, comment: deliveryAddresses.comment })
          .from(deliveryAddresses)
          .where(and(eq(deliveryAddresses.siteId, siteId), eq(deliveryAddresses.companyId, companyId), eq(deliveryAddresses.id, request.deliveryAddressId)));
  if (!saved) {
    const message = translator(locale, "orders")("api.addressNotFound");
    throw new AppError("NOT_FOUND", message, { errors: { deliveryAddressId: [message] } });
  }
  return { warehouse: null, deliveryAddressId: saved.id, address: saved.address, city: saved.city, comment: saved.comment };
}
