import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { TCartLinesSummary, TSpecificationToCartRequest, TSpecificationToCartResponse } from "@/lib/contracts/specifications";
import type { TLineRequest } from "../cart/add-lines-to-cart";
import type { TCartContext } from "../cart/cart-context";
import { putLinesToCart } from "../cart/put-lines-to-cart";
import { getDb } from "../db/client";
import { specificationLines } from "../db/schema";
import { AppError } from "../http/app-error";
import { findSpecificationOrThrow } from "./find-specification-or-throw";
import { requireSpecificationViewer } from "./require-specification-viewer";
import { translator } from "@/lib/server/i18n/translator";

/**
 * POST /api/v1/specification/{id}/to-cart: the specification's lines (or the chosen ones) into the active
 * company's cart with their amounts, as the cart adds them (a product already there grows; rounded up to
 * batch and multiplicity). Lines whose product is gone — deleted, withdrawn, another company's custom
 * product — are skipped and listed, not a failure. Any specification the buyer sees will do (recommended too).
 */
export async function putSpecificationToCart(ctx: TCartContext, { id }: { id: number }, request: TSpecificationToCartRequest): Promise<TSpecificationToCartResponse> {
  const { site, locale } = ctx;
  const viewer = await requireSpecificationViewer(ctx);
  const db = getDb();
  const spec = await findSpecificationOrThrow(db, { siteId: site.id, viewer, locale }, id);
  const all = await db
    .select({ id: specificationLines.id, productId: specificationLines.productId, customProductId: specificationLines.customProductId, name: specificationLines.name, amount: specificationLines.amount })
    .from(specificationLines)
    .where(and(eq(specificationLines.siteId, site.id), eq(specificationLines.specificationId, spec.id)))
    .orderBy(asc(specificationLines.position), asc(specificationLines.id));
  const chosen = request.lineIds === undefined ? null : new Set(request.lineIds);
  if (chosen && [...chosen].some((lineId) => !all.some((line) => line.id === lineId))) throw new AppError("NOT_FOUND", translator(locale, "specifications")("api.lineNotFound"));
  const lines = chosen ? all.filter((line) => chosen.has(line.id)) : all;

  const summary: TCartLinesSummary = { added: 0, adjusted: [], skipped: [] };
  const skippedReason = translator(locale, "specifications")("api.skippedMissing");
  const pairs: { name: string; request: TLineRequest }[] = [];
  for (const line of lines) {
    if (line.productId !== null) pairs.push({ name: line.name, request: { productId: line.productId, amount: line.amount } });
    else if (line.customProductId !== null) pairs.push({ name: line.name, request: { customProductId: line.customProductId, amount: line.amount } });
    else summary.skipped.push({ name: line.name, reason: skippedReason });
  }
  return putLinesToCart(ctx, { id: viewer.companyId, name: viewer.companyName }, pairs, { summary, missingReason: skippedReason });
}
