import "server-only";
import { and, eq } from "drizzle-orm";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { specifications } from "../db/schema";
import { AppError } from "../http/app-error";
import { findSpecificationOrThrow } from "./find-specification-or-throw";
import { requireSpecificationViewer } from "./require-specification-viewer";
import { assertCanChange } from "./specification-access";
import { translator } from "@/lib/server/i18n/translator";

/** DELETE /api/v1/specification/{id}: delete forever — only from the archive (an active one is 409: archive it first). */
export async function deleteSpecification(ctx: TCartContext, { id }: { id: number }): Promise<Response> {
  const { site, locale } = ctx;
  const viewer = await requireSpecificationViewer(ctx);
  await getDb().transaction(async (tx) => {
    const spec = await findSpecificationOrThrow(tx, { siteId: site.id, viewer, locale }, id, { forUpdate: true });
    assertCanChange(spec, viewer, locale, { active: false });
    if (spec.status !== "archived") throw new AppError("CONFLICT", translator(locale, "specifications")("api.deleteOnlyArchived"));
    await tx.delete(specifications).where(and(eq(specifications.siteId, site.id), eq(specifications.id, spec.id)));
  });
  return new Response(null, { status: 204 });
}
