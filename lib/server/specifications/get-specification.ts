import "server-only";
import type { TSpecification } from "@/lib/contracts/specifications";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { findSpecificationOrThrow } from "./find-specification-or-throw";
import { readSpecification } from "./read-specification";
import { requireSpecificationViewer } from "./require-specification-viewer";

/** GET /api/v1/specification/{id}: a specification the buyer sees, priced for the active company now. */
export async function getSpecification(ctx: TCartContext, { id }: { id: number }): Promise<TSpecification> {
  const { site, locale } = ctx;
  const viewer = await requireSpecificationViewer(ctx);
  const db = getDb();
  await findSpecificationOrThrow(db, { siteId: site.id, viewer, locale }, id);
  return readSpecification(db, { siteId: site.id, viewer, locale }, id);
}
