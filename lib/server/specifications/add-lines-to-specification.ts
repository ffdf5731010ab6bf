import "server-only";
import { and, eq } from "drizzle-orm";
import { MAX_SPECIFICATION_LINES } from "@/lib/contracts/specifications";
import type { TLocale } from "@/lib/shared/locales";
import type { TLineRequest } from "../cart/add-lines-to-cart";
import type { TTx } from "../db/client";
import { specificationLines } from "../db/schema";
import { planAddedLines } from "./plan-added-lines";
import { translator } from "@/lib/server/i18n/translator";

/**
 * Adds lines to a (locked) specification as the cart adds them (`planAddedLines`: grown or new lines,
 * amounts rounded up to batch and multiplicity; an unknown product fails the whole call with 404 and the
 * caller's transaction rolls back). Returns the notices of the amounts rounded up.
 */
export async function addLinesToSpecification(
  tx: TTx,
  { siteId, specificationId, companyId, locale }: { siteId: number; specificationId: number; companyId: number | null; locale: TLocale },
  requests: TLineRequest[],
): Promise<string[]> {
  const rows = await tx
    .select({ id: specificationLines.id, productId: specificationLines.productId, customProductId: specificationLines.customProductId, amount: specificationLines.amount, position: specificationLines.position })
    .from(specificationLines)
    .where(and(eq(specificationLines.siteId, siteId), eq(specificationLines.specificationId, specificationId)));
  const texts = {
    tooManyLines: (max: number) => translator(locale, "specifications")("api.tooManyLines", { max }),
    amountOverLimit: (line: { name: string; max: string; unit: string }) => translator(locale, "specifications")("api.amountOverLimit", line),
  };
  const { grown, created, notices } = await planAddedLines(tx, { siteId, companyId, locale, maxLines: MAX_SPECIFICATION_LINES, texts }, rows, requests);
  for (const [id, amount] of grown) await tx.update(specificationLines).set({ amount }).where(and(eq(specificationLines.siteId, siteId), eq(specificationLines.id, id)));
  // One statement for the new lines: a 500-line list from the import wizard is one round trip, not 500.
  if (created.length > 0) await tx.insert(specificationLines).values(created.map((line) => ({ siteId, specificationId, ...line })));
  return notices;
}
