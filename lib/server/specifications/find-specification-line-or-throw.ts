import "server-only";
import { and, eq } from "drizzle-orm";
import type { TLocale } from "@/lib/shared/locales";
import type { TTx } from "../db/client";
import { products, specificationLines } from "../db/schema";
import { AppError } from "../http/app-error";
import { translator } from "@/lib/server/i18n/translator";

/** A line of this specification with the rule its amount must follow, or 404 «Позиция спецификации не найдена». */
export async function findSpecificationLineOrThrow(tx: TTx, { siteId, specificationId, locale }: { siteId: number; specificationId: number; locale: TLocale }, lineId: number) {
  const [row] = await tx
    .select({ id: specificationLines.id, name: specificationLines.name, unit: specificationLines.unit, minimumBatch: products.minimumBatch, multiplicity: products.multiplicity, isActive: products.isActive })
    .from(specificationLines)
    .leftJoin(products, and(eq(products.id, specificationLines.productId), eq(products.siteId, specificationLines.siteId)))
    .where(and(eq(specificationLines.siteId, siteId), eq(specificationLines.specificationId, specificationId), eq(specificationLines.id, lineId)));
  if (!row) throw new AppError("NOT_FOUND", translator(locale, "specifications")("api.lineNotFound"));
  // A withdrawn product keeps its line; its amount can still change, with no rule left to follow (as in the cart).
  const rule = row.isActive && row.minimumBatch !== null && row.multiplicity !== null ? { minimumBatch: row.minimumBatch, multiplicity: row.multiplicity } : { minimumBatch: 1, multiplicity: 1 };
  return { id: row.id, name: row.name, unit: row.unit, rule };
}
