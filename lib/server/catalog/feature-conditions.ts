import "server-only";
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { TFeatureParam } from "@/lib/contracts/catalog-calls";
import { getDb } from "../db/client";
import { features, productFeatures, products } from "../db/schema";
import { AppError } from "../http/app-error";
import { numericRange } from "../search/catalog-filters";
import type { TCatalogContext } from "./catalog-context";
import { translator } from "@/lib/server/i18n/translator";

/**
 * The catalogue's feature filters as one condition on `products`, read the way the search reads
 * them (numericRange): values of one feature are alternatives, different features must all hold.
 * Unknown features and non-numbers for numeric features are 400 with a field error on `features`.
 */
export async function featureConditions({ site, locale }: Pick<TCatalogContext, "site" | "locale">, params: TFeatureParam[]): Promise<SQL | undefined> {
  if (params.length === 0) return undefined;
  const ids = [...new Set(params.map((p) => p.featureId))];
  const rows = await getDb()
    .select({ id: features.id, name: features.name, kind: features.kind })
    .from(features)
    .where(and(eq(features.siteId, site.id), inArray(features.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const problems: string[] = [];
  const perFeature = new Map<number, SQL[]>();
  for (const param of params) {
    const feature = byId.get(param.featureId);
    if (!feature) {
      problems.push(translator(locale, "catalogApi")("errors.featureNotFound", { id: param.featureId }));
      continue;
    }
    let condition: SQL | undefined;
    if (feature.kind === "numeric") {
      const range = numericRange(param.value);
      if (!range) {
        problems.push(translator(locale, "catalogApi")("errors.featureNotNumber", { feature: feature.name }));
        continue;
      }
      condition = and(
        range.from === null ? undefined : sql`${productFeatures.valueNum} >= ${range.from}::numeric`,
        range.to === null ? undefined : sql`${productFeatures.valueNum} <= ${range.to}::numeric`,
        sql`${productFeatures.valueNum} is not null`,
      );
    } else {
      condition = sql`lower(${productFeatures.valueText}) = ${param.value.toLowerCase()}`;
    }
    if (condition) perFeature.set(feature.id, [...(perFeature.get(feature.id) ?? []), condition]);
  }
  if (problems.length) throw new AppError("BAD_REQUEST", translator(locale, "catalogApi")("errors.checkFields"), { errors: { features: problems } });
  const db = getDb();
  return and(
    ...[...perFeature].map(
      ([featureId, alternatives]) =>
        sql`exists (${db
          .select({ one: sql`1` })
          .from(productFeatures)
          .where(and(eq(productFeatures.siteId, site.id), eq(productFeatures.productId, products.id), eq(productFeatures.featureId, featureId), or(...alternatives)))})`,
    ),
  );
}
