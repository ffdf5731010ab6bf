import "server-only";
import type { TOfferTemplate } from "@/lib/contracts/offers";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { offerTemplates } from "../db/schema";
import { findOfferOrThrow } from "./find-offer-or-throw";
import { formatTemplate } from "./offer-template";
import { requireOfferViewer } from "./require-offer-viewer";

/** POST /api/v1/offer/{id}/default-template: the offer's template (logo included) becomes the company's default for new offers. */
export async function saveOfferTemplate(ctx: TCartContext, { id }: { id: number }): Promise<TOfferTemplate> {
  const { site, locale } = ctx;
  const viewer = await requireOfferViewer(ctx);
  const db = getDb();
  const offer = await findOfferOrThrow(db, { siteId: site.id, viewer, locale }, id);
  await db
    .insert(offerTemplates)
    .values({ siteId: site.id, companyId: viewer.companyId, template: offer.template })
    .onConflictDoUpdate({ target: [offerTemplates.siteId, offerTemplates.companyId], set: { template: offer.template, updatedAt: new Date() } });
  return formatTemplate(offer.id, offer.template);
}
