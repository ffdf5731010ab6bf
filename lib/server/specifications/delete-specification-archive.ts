import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDeleteSpecificationArchiveResponse } from "@/lib/contracts/specifications";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { specifications } from "../db/schema";
import { requireSpecificationViewer } from "./require-specification-viewer";
import { editableBy } from "./specification-access";

/** DELETE /api/v1/specification/archive: delete forever every specification of the buyer's archive list (what they may edit). */
export async function deleteSpecificationArchive(ctx: TCartContext): Promise<TDeleteSpecificationArchiveResponse> {
  const viewer = await requireSpecificationViewer(ctx);
  const deleted = await getDb()
    .delete(specifications)
    .where(and(editableBy(ctx.site.id, viewer), eq(specifications.status, "archived")))
    .returning({ id: specifications.id });
  return { deleted: deleted.length };
}
