import "server-only";
import type { TOffer } from "@/lib/contracts/offers";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { readOffer } from "./read-offer";
import { requireOfferViewer } from "./require-offer-viewer";

/** GET /api/v1/offer/{id}: one of the viewer's offers, priced now. */
export async function getOffer(ctx: TCartContext, { id }: { id: number }): Promise<TOffer> {
  const viewer = await requireOfferViewer(ctx);
  return readOffer(getDb(), { siteId: ctx.site.id, viewer, locale: ctx.locale }, id);
}
