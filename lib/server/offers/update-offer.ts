import "server-only";
import type { TOffer, TUpdateOfferRequest } from "@/lib/contracts/offers";
import type { TCartContext } from "../cart/cart-context";
import { changeOffer, setOffer } from "./change-offer";
import { basisPointsOf } from "./format-offer";
import { templateOf } from "./offer-template";

/** PATCH /api/v1/offer/{id}: rename, describe, set the offer's markup, change its template (not while archived). */
export async function updateOffer(ctx: TCartContext, { id }: { id: number }, request: TUpdateOfferRequest): Promise<TOffer> {
  return changeOffer(ctx, id, { active: true }, async (tx, offer) => {
    const patch = {
      name: request.name,
      description: request.description,
      markupBasisPoints: request.markup === undefined ? undefined : basisPointsOf(request.markup),
      template: request.template ? templateOf(request.template, offer.template) : undefined,
    };
    // An empty PATCH changes nothing (only `updated`): there is no UPDATE without a column to set.
    if (Object.values(patch).every((v) => v === undefined)) return;
    await setOffer(tx, offer, patch);
  });
}
