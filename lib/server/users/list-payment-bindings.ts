import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { TPaymentBindingsResponse } from "@/lib/contracts/user";
import { getDb } from "../db/client";
import { paymentBindings } from "../db/schema";
import type { TUserContext } from "./user-context";

/** GET /api/v1/payment/bindings: the user's saved cards (masks only; the cards stay with the payment provider). */
export async function listPaymentBindings({ site, auth }: Omit<TUserContext, "locale">): Promise<TPaymentBindingsResponse> {
  const items = await getDb()
    .select({ id: paymentBindings.id, maskedPan: paymentBindings.maskedPan, paymentSystem: paymentBindings.paymentSystem, expiry: paymentBindings.expiry })
    .from(paymentBindings)
    .where(and(eq(paymentBindings.siteId, site.id), eq(paymentBindings.userId, auth.user.id), isNull(paymentBindings.unboundAt)))
    .orderBy(asc(paymentBindings.id));
  return { items };
}
