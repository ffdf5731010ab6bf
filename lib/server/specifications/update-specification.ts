import "server-only";
import { and, eq } from "drizzle-orm";
import type { TSpecificationChangeResponse, TUpdateSpecificationRequest } from "@/lib/contracts/specifications";
import type { TCartContext } from "../cart/cart-context";
import { specifications } from "../db/schema";
import { changeSpecification } from "./change-specification";

/** PATCH /api/v1/specification/{id}: rename, describe, share with the company or stop sharing (not while archived). */
export async function updateSpecification(ctx: TCartContext, { id }: { id: number }, request: TUpdateSpecificationRequest): Promise<TSpecificationChangeResponse> {
  return changeSpecification(ctx, id, { active: true }, async (tx, spec) => {
    const patch = { name: request.name, description: request.description, shared: request.shared };
    if (Object.values(patch).every((v) => v === undefined)) return;
    await tx.update(specifications).set(patch).where(and(eq(specifications.siteId, spec.siteId), eq(specifications.id, spec.id)));
  });
}
