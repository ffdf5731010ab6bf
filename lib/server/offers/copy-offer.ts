import "server-only";
import { sql } from "drizzle-orm";
import { MAX_OFFER_NAME, type TCopyOfferRequest, type TOffer } from "@/lib/contracts/offers";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { offers } from "../db/schema";
import { findOfferOrThrow } from "./find-offer-or-throw";
import { readOffer } from "./read-offer";
import { requireOfferViewer } from "./require-offer-viewer";
import { translator } from "@/lib/server/i18n/translator";

/** POST /api/v1/offer/{id}/copy: a new active offer with the same lines, markups and template — «{name} (копия)» unless named. */
export async function copyOffer(ctx: TCartContext, { id }: { id: number }, request: TCopyOfferRequest): Promise<TOffer> {
  const { site, locale } = ctx;
  const viewer = await requireOfferViewer(ctx);
  const db = getDb();
  const copyId = await db.transaction(async (tx) => {
    const source = await findOfferOrThrow(tx, { siteId: site.id, viewer, locale }, id);
    const suffix = translator(locale, "offers")("api.copyName", { name: "" });
    const name = request.name ?? translator(locale, "offers")("api.copyName", { name: source.name.slice(0, MAX_OFFER_NAME - suffix.length).trim() });
    const [row] = await tx
      .insert(offers)
      .values({ siteId: site.id, companyId: viewer.companyId, authorUserId: viewer.userId, name, description: source.description, markupBasisPoints: source.markupBasisPoints, template: source.template })
      .returning({ id: offers.id });
    await tx.execute(sql`
      INSERT INTO offer_lines (site_id, offer_id, kind, product_id, custom_product_id, name, article, unit, amount, markup_basis_points, position)
      SELECT site_id, ${row.id}, kind, product_id, custom_product_id, name, article, unit, amount, markup_basis_points, position
      FROM offer_lines WHERE site_id = ${site.id} AND offer_id = ${source.id}`);
    return row.id;
  });
  return readOffer(db, { siteId: site.id, viewer, locale }, copyId);
}
