import "server-only";
import { and, eq } from "drizzle-orm";
import type { TCatalogQuery, TSearchFilterItem } from "@/lib/contracts/catalog";
import { getDb } from "../db/client";
import { features } from "../db/schema";
import { AppError } from "../http/app-error";
import { getSearchFilters } from "./get-search-filters";
import type { TSearchContext } from "./resolve-search";
import { translator } from "@/lib/server/i18n/translator";

/**
 * GET /api/v2/search/filters/{id}: one feature over the current result set with every value (the
 * panel's "show all"). Another site's feature is 404; a feature no product of the result has comes
 * back with no values.
 */
export async function getSearchFilter(ctx: TSearchContext, featureId: number, query: TCatalogQuery): Promise<TSearchFilterItem> {
  const [def] = await getDb()
    .select({ id: features.id, name: features.name, unit: features.unit, kind: features.kind, primary: features.isPrimary })
    .from(features)
    .where(and(eq(features.siteId, ctx.site.id), eq(features.id, featureId)));
  if (!def) throw new AppError("NOT_FOUND", translator(ctx.locale, "search")("errors.featureNotFound", { id: featureId }));
  const filters = await getSearchFilters(ctx, query, { featureId });
  return filters.items[0] ?? { ...def, count: 0, value: null, values: [] };
}
