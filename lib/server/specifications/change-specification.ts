import "server-only";
import { and, eq } from "drizzle-orm";
import type { TSpecificationChangeResponse } from "@/lib/contracts/specifications";
import type { TCartContext } from "../cart/cart-context";
import { getDb, type TTx } from "../db/client";
import { specifications } from "../db/schema";
import { findSpecificationOrThrow, type TSpecificationRow } from "./find-specification-or-throw";
import { readSpecification } from "./read-specification";
import { requireSpecificationViewer, type TSpecificationViewer } from "./require-specification-viewer";
import { assertCanChange } from "./specification-access";

type TChange = (tx: TTx, spec: TSpecificationRow, viewer: TSpecificationViewer) => Promise<string[] | void>;

/**
 * The frame of every change of one specification: the viewer, the specification locked (404 when not
 * visible), the rights checked (403; with `active`, 409 for an archived one), the change and the
 * `updated` moment in one transaction; then the answer — the specification with the notices of amounts rounded up.
 */
export async function changeSpecification(ctx: TCartContext, id: number, { active }: { active: boolean }, change: TChange): Promise<TSpecificationChangeResponse> {
  const { site, locale } = ctx;
  const viewer = await requireSpecificationViewer(ctx);
  const db = getDb();
  const notices = await db.transaction(async (tx) => {
    const spec = await findSpecificationOrThrow(tx, { siteId: site.id, viewer, locale }, id, { forUpdate: true });
    assertCanChange(spec, viewer, locale, { active });
    const result = (await change(tx, spec, viewer)) ?? [];
    await tx.update(specifications).set({ updatedAt: new Date() }).where(and(eq(specifications.siteId, site.id), eq(specifications.id, spec.id)));
    return result;
  });
  const specification = await readSpecification(db, { siteId: site.id, viewer, locale }, id);
  return { ...specification, adjusted: notices.length > 0, ...(notices.length > 0 ? { message: notices.join(". ") } : {}) };
}
