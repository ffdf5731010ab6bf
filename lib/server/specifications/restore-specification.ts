import "server-only";
import { and, eq } from "drizzle-orm";
import type { TSpecificationChangeResponse } from "@/lib/contracts/specifications";
import type { TCartContext } from "../cart/cart-context";
import { specifications } from "../db/schema";
import { AppError } from "../http/app-error";
import { changeSpecification } from "./change-specification";
import { translator } from "@/lib/server/i18n/translator";

/** POST /api/v1/specification/{id}/restore: bring an archived one back to the active lists (409 when it is active). */
export async function restoreSpecification(ctx: TCartContext, { id }: { id: number }): Promise<TSpecificationChangeResponse> {
  return changeSpecification(ctx, id, { active: false }, async (tx, spec) => {
    if (spec.status !== "archived") throw new AppError("CONFLICT", translator(ctx.locale, "specifications")("api.notArchived"));
    await tx.update(specifications).set({ status: "active", archivedAt: null }).where(and(eq(specifications.siteId, spec.siteId), eq(specifications.id, spec.id)));
  });
}
