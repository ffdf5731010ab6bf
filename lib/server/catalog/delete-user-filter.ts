import "server-only";
import { and, eq } from "drizzle-orm";
import type { TSuccess } from "@/lib/contracts/user";
import { getDb } from "../db/client";
import { userFilters } from "../db/schema";
import { AppError } from "../http/app-error";
import { catalogText } from "./catalog-text";
import type { TSignedInCatalogContext } from "./catalog-context";

/** DELETE /api/v1/user-filter/{id}: removes one of the user's own saved filters (anyone else's is 404). */
export async function deleteUserFilter({ site, auth, locale }: TSignedInCatalogContext, { id }: { id: number }): Promise<TSuccess> {
  const deleted = await getDb()
    .delete(userFilters)
    .where(and(eq(userFilters.siteId, site.id), eq(userFilters.userId, auth.user.id), eq(userFilters.id, id)))
    .returning({ id: userFilters.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", catalogText(locale, "errors.userFilterNotFound"));
  return { success: true };
}
