import "server-only";
import type { TCreateSpecificationRequest, TSpecificationChangeResponse } from "@/lib/contracts/specifications";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { specifications } from "../db/schema";
import { addLinesToSpecification } from "./add-lines-to-specification";
import { readSpecification } from "./read-specification";
import { requireSpecificationViewer } from "./require-specification-viewer";

/** POST /api/v1/specification: a new list of the active company by this user, with its first lines if given (all or nothing). */
export async function createSpecification(ctx: TCartContext, request: TCreateSpecificationRequest): Promise<TSpecificationChangeResponse> {
  const { site, locale } = ctx;
  const viewer = await requireSpecificationViewer(ctx);
  const db = getDb();
  const { id, notices } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(specifications)
      .values({ siteId: site.id, companyId: viewer.companyId, authorUserId: viewer.userId, kind: "buyer", name: request.name, description: request.description ?? "", shared: request.shared })
      .returning({ id: specifications.id });
    const lines = request.lines ?? [];
    const added = lines.length === 0 ? [] : await addLinesToSpecification(tx, { siteId: site.id, specificationId: row.id, companyId: viewer.companyId, locale }, lines);
    return { id: row.id, notices: added };
  });
  const specification = await readSpecification(db, { siteId: site.id, viewer, locale }, id);
  return { ...specification, adjusted: notices.length > 0, ...(notices.length > 0 ? { message: notices.join(". ") } : {}) };
}
