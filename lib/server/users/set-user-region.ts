import "server-only";
import { and, eq } from "drizzle-orm";
import type { TSetRegionResponse } from "@/lib/contracts/user";
import { getDb } from "../db/client";
import { regions, users } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TUserContext } from "./user-context";
import { translator } from "@/lib/server/i18n/translator";

/** POST /api/v2/user/set-region: the user's region (prices and stocks follow it); another site's region is 404. */
export async function setUserRegion({ site, auth, locale }: TUserContext, { id }: { id: number }): Promise<TSetRegionResponse> {
  const [region] = await getDb()
    .select({ id: regions.id, name: regions.name })
    .from(regions)
    .where(and(eq(regions.siteId, site.id), eq(regions.id, id)));
  // The spec's text: the storefront shows it as is when the change fails.
  if (!region) throw new AppError("NOT_FOUND", translator(locale, "user.errors")("regionChangeFailed"), { errors: { id: [translator(locale, "user.errors")("regionNotFound")] } });
  await getDb()
    .update(users)
    .set({ regionId: region.id, updatedAt: new Date() })
    .where(and(eq(users.siteId, site.id), eq(users.id, auth.user.id)));
  return { region };
}
