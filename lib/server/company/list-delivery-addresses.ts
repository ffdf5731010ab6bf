import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import type { TDeliveryAddress } from "@/lib/contracts/company";
import { getDb } from "../db/client";
import { deliveryAddresses } from "../db/schema";

/** A company's delivery addresses, the default first, then oldest first (My company, checkout). */
export async function listDeliveryAddresses({ siteId, companyId }: { siteId: number; companyId: number }): Promise<TDeliveryAddress[]> {
  return getDb()
    .select({ id: deliveryAddresses.id, address: deliveryAddresses.address, city: deliveryAddresses.city, comment: deliveryAddresses.comment, isDefault: deliveryAddresses.isDefault })
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.siteId, siteId), eq(deliveryAddresses.companyId, companyId)))
    .orderBy(desc(deliveryAddresses.isDefault), asc(deliveryAddresses.id));
}
