import "server-only";
import { and, eq } from "drizzle-orm";
import type { TSuccess } from "@/lib/contracts/user";
import { getDb } from "../db/client";
import { userFilters } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TSignedInCatalogContext } from "./catalog-context";
import { translator } from "@/lib/server/i18n/translator";

/** DELETE /api/v1/user-filter/{id}: removes one of the user's own saved filters (anyone else's is 404). */
export async function deleteUserFilter({ site, auth, locale }: TSignedInCatalogContext, { id }: { id: number }): Promise<TSuccess> {
  const deleted = await getDb()
    .delete(userFilters)
    .where(and(eq(userFilters.siteId, site.id), eq(userFilters.userId, auth.user.id), eq(userFilters.id, id)))
    .returning({ id: userFilters.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", translator(locale, "catalogApi")("errors.userFilterNotFound"));
  return { success: true };
}
