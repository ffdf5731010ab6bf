import "server-only";
import { and, eq } from "drizzle-orm";
import type { TCreateDeliveryAddressRequest, TDeliveryAddress } from "@/lib/contracts/company";
import { getDb } from "../db/client";
import { deliveryAddresses } from "../db/schema";
import type { TUserContext } from "../users/user-context";
import { requireCompanyMember } from "./require-company-member";

/** POST /api/v1/company/addresses: a new address of the active company; its first address becomes the default. */
export async function createDeliveryAddress(ctx: TUserContext, input: TCreateDeliveryAddressRequest): Promise<TDeliveryAddress> {
  const { companyId } = await requireCompanyMember(ctx);
  const siteId = ctx.site.id;
  return getDb().transaction(async (tx) => {
    const ofCompany = and(eq(deliveryAddresses.siteId, siteId), eq(deliveryAddresses.companyId, companyId));
    const existing = await tx.select({ id: deliveryAddresses.id }).from(deliveryAddresses).where(ofCompany).limit(1);
    const isDefault = input.isDefault === true || existing.length === 0;
    if (isDefault) await tx.update(deliveryAddresses).set({ isDefault: false }).where(ofCompany);
    const [row] = await tx
      .insert(deliveryAddresses)
      .values({ siteId, companyId, address: input.address, city: input.city ?? null, comment: input.comment ?? null, isDefault })
      .returning({ id: deliveryAddresses.id, address: deliveryAddresses.address, city: deliveryAddresses.city, comment: deliveryAddresses.comment, isDefault: deliveryAddresses.isDefault });
    return row;
  });
}
