import "server-only";
import { sql } from "drizzle-orm";
import { MAX_SPECIFICATION_NAME, type TCopySpecificationRequest, type TSpecificationChangeResponse } from "@/lib/contracts/specifications";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { specifications } from "../db/schema";
import { findSpecificationOrThrow } from "./find-specification-or-throw";
import { readSpecification } from "./read-specification";
import { requireSpecificationViewer } from "./require-specification-viewer";
import { translator } from "@/lib/server/i18n/translator";

/**
 * POST /api/v1/specification/{id}/copy: any specification the buyer sees (a recommended or archived one
 * too) becomes a new one of theirs — active, not shared, «{name} (копия)» unless named. The lines are
 * copied as stored, flagged ones included, so the copy shows what the original did.
 */
export async function copySpecification(ctx: TCartContext, { id }: { id: number }, request: TCopySpecificationRequest): Promise<TSpecificationChangeResponse> {
  const { site, locale } = ctx;
  const viewer = await requireSpecificationViewer(ctx);
  const db = getDb();
  const copyId = await db.transaction(async (tx) => {
    const source = await findSpecificationOrThrow(tx, { siteId: site.id, viewer, locale }, id);
    const suffixed = translator(locale, "specifications")("api.copyName", { name: "" });
    const name = request.name ?? translator(locale, "specifications")("api.copyName", { name: source.name.slice(0, MAX_SPECIFICATION_NAME - suffixed.length).trim() });
    const [row] = await tx
      .insert(specifications)
      .values({ siteId: site.id, companyId: viewer.companyId, authorUserId: viewer.userId, kind: "buyer", name, description: source.description, shared: false })
      .returning({ id: specifications.id });
    await tx.execute(sql`
      INSERT INTO specification_lines (site_id, specification_id, kind, product_id, custom_product_id, name, article, unit, amount, position)
      SELECT site_id, ${row.id}, kind, product_id, custom_product_id, name, article, unit, amount, position
      FROM specification_lines WHERE site_id = ${site.id} AND specification_id = ${source.id}`);
    return row.id;
  });
  return { ...(await readSpecification(db, { siteId: site.id, viewer, locale }, copyId)), adjusted: false };
}
