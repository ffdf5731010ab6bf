import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { TDeliveryAddress, TUpdateDeliveryAddressRequest } from "@/lib/contracts/company";
import { getDb } from "../db/client";
import { deliveryAddresses } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TUserContext } from "../users/user-context";
import { requireCompanyMember } from "./require-company-member";
import { translator } from "@/lib/server/i18n/translator";

/**
 * PUT /api/v1/company/addresses/{id}: changes the fields sent of one of the active company's addresses;
 * `isDefault: true` makes it the one default. Another company's or site's address is 404.
 */
export async function updateDeliveryAddress(ctx: TUserContext, { id }: { id: number }, input: TUpdateDeliveryAddressRequest): Promise<TDeliveryAddress> {
  const { companyId } = await requireCompanyMember(ctx);
  const siteId = ctx.site.id;
  const ofCompany = and(eq(deliveryAddresses.siteId, siteId), eq(deliveryAddresses.companyId, companyId));
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(deliveryAddresses)
      .set({
        ...(input.address === undefined ? {} : { address: input.address }),
        ...(input.city === undefined ? {} : { city: input.city }),
        ...(input.comment === undefined ? {} : { comment: input.comment }),
        ...(input.isDefault ? { isDefault: true } : {}),
      })
      .where(and(ofCompany, eq(deliveryAddresses.id, id)))
      .returning({ id: deliveryAddresses.id, address: deliveryAddresses.address, city: deliveryAddresses.city, comment: deliveryAddresses.comment, isDefault: deliveryAddresses.isDefault });
    if (!row) throw new AppError("NOT_FOUND", translator(ctx.locale, "user.errors")("addressNotFound"));
    if (input.isDefault) await tx.update(deliveryAddresses).set({ isDefault: false }).where(and(ofCompany, ne(deliveryAddresses.id, id)));
    return row;
  });
}
