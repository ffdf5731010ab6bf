import "server-only";
import { and, eq } from "drizzle-orm";
import type { TSuccess } from "@/lib/contracts/user";
import { getDb } from "../db/client";
import { deliveryAddresses } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TUserContext } from "../users/user-context";
import { requireCompanyMember } from "./require-company-member";
import { translator } from "@/lib/server/i18n/translator";

/**
 * DELETE /api/v1/company/addresses/{id}: removes one of the active company's addresses (orders keep the
 * address text they were placed with). Another company's or site's address is 404.
 */
export async function deleteDeliveryAddress(ctx: TUserContext, { id }: { id: number }): Promise<TSuccess> {
  const { companyId } = await requireCompanyMember(ctx);
  const deleted = await getDb()
    .delete(deliveryAddresses)
    .where(and(eq(deliveryAddresses.siteId, ctx.site.id), eq(deliveryAddresses.companyId, companyId), eq(deliveryAddresses.id, id)))
    .returning({ id: deliveryAddresses.id });
  if (!deleted.length) throw new AppError("NOT_FOUND", translator(ctx.locale, "user.errors")("addressNotFound"));
  return { success: true };
}
