import "server-only";
import { and, eq } from "drizzle-orm";
import type { TSpecificationChangeResponse, TUpdateSpecificationLineRequest } from "@/lib/contracts/specifications";
import { adjustedMessage } from "../cart/add-lines-to-cart";
import type { TCartContext } from "../cart/cart-context";
import { normalizeAmount } from "../cart/normalize-amount";
import { specificationLines } from "../db/schema";
import { changeSpecification } from "./change-specification";
import { findSpecificationLineOrThrow } from "./find-specification-line-or-throw";

/** PUT /api/v1/specification/{id}/lines/{lineId}: set a line's amount, rounded up to the minimum batch and multiplicity. */
export async function updateSpecificationLine(
  ctx: TCartContext,
  { id, lineId }: { id: number; lineId: number },
  request: TUpdateSpecificationLineRequest,
): Promise<TSpecificationChangeResponse> {
  return changeSpecification(ctx, id, { active: true }, async (tx, spec) => {
    const line = await findSpecificationLineOrThrow(tx, { siteId: spec.siteId, specificationId: spec.id, locale: ctx.locale }, lineId);
    const { amount, adjusted } = normalizeAmount(request.amount, line.rule);
    await tx.update(specificationLines).set({ amount }).where(and(eq(specificationLines.siteId, spec.siteId), eq(specificationLines.id, line.id)));
    return adjusted ? [adjustedMessage(ctx.locale, { ...line, amount })] : [];
  });
}
