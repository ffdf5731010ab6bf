import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { TSuccess } from "@/lib/contracts/user";
import { getDb } from "../db/client";
import { paymentBindings } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TUserContext } from "./user-context";
import { translator } from "@/lib/server/i18n/translator";

/** PUT /api/v1/payment/unbind-card/{id}: forgets one of the user's saved cards; anyone else's card is 404. */
export async function unbindPaymentCard({ site, auth, locale }: TUserContext, { id }: { id: number }): Promise<TSuccess> {
  const unbound = await getDb()
    .update(paymentBindings)
    .set({ unboundAt: new Date() })
    .where(and(eq(paymentBindings.siteId, site.id), eq(paymentBindings.userId, auth.user.id), eq(paymentBindings.id, id), isNull(paymentBindings.unboundAt)))
    .returning({ id: paymentBindings.id });
  if (!unbound.length) throw new AppError("NOT_FOUND", translator(locale, "user.errors")("cardNotFound"));
  return { success: true };
}
