import "server-only";
import { and, eq } from "drizzle-orm";
import type { TSpecificationChangeResponse } from "@/lib/contracts/specifications";
import type { TCartContext } from "../cart/cart-context";
import { specificationLines } from "../db/schema";
import { changeSpecification } from "./change-specification";
import { findSpecificationLineOrThrow } from "./find-specification-line-or-throw";

/** DELETE /api/v1/specification/{id}/lines/{lineId}: remove a line. */
export async function removeSpecificationLine(ctx: TCartContext, { id, lineId }: { id: number; lineId: number }): Promise<TSpecificationChangeResponse> {
  return changeSpecification(ctx, id, { active: true }, async (tx, spec) => {
    const line = await findSpecificationLineOrThrow(tx, { siteId: spec.siteId, specificationId: spec.id, locale: ctx.locale }, lineId);
    await tx.delete(specificationLines).where(and(eq(specificationLines.siteId, spec.siteId), eq(specificationLines.id, line.id)));
  });
}
