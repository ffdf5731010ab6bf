import "server-only";
import { asc, inArray } from "drizzle-orm";
import { loadStoredLines } from "../cart/load-stored-lines";
import type { TPricedLine } from "../cart/price-stored-lines";
import type { TDb, TTx } from "../db/client";
import { specificationLines } from "../db/schema";

export type TSpecificationLine = TPricedLine & { specificationId: number };

/**
 * The lines of some specifications in their order, priced and flagged as cart lines are, for the viewer's
 * company (its price type; its custom products — another company's custom product is `missing`).
 * Lists skip the stock summary: their totals do not need it.
 */
export async function loadSpecificationLines(
  db: TDb | TTx,
  { siteId, companyId }: { siteId: number; companyId: number },
  specificationIds: number[],
  { includeStock = true }: { includeStock?: boolean } = {},
): Promise<TSpecificationLine[]> {
  if (specificationIds.length === 0) return [];
  const t = specificationLines;
  return loadStoredLines(
    db,
    { siteId, companyId },
    { table: t, extra: { unit: t.unit, specificationId: t.specificationId }, where: inArray(t.specificationId, specificationIds), orderBy: [asc(t.specificationId), asc(t.position), asc(t.id)] },
    { includeStock },
  );
}
