import "server-only";
import { and, eq } from "drizzle-orm";
import type { TOffer, TUpdateOfferLineRequest } from "@/lib/contracts/offers";
import type { TCartContext } from "../cart/cart-context";
import type { TTx } from "../db/client";
import { offerLines } from "../db/schema";
import { AppError } from "../http/app-error";
import { changeOffer } from "./change-offer";
import type { TOfferRow } from "./find-offer-or-throw";
import { basisPointsOf } from "./format-offer";
import { translator } from "@/lib/server/i18n/translator";

const lineOf = (offer: TOfferRow, lineId: number) => and(eq(offerLines.siteId, offer.siteId), eq(offerLines.offerId, offer.id), eq(offerLines.id, lineId));

async function assertLine(tx: TTx, offer: TOfferRow, lineId: number, locale: TCartContext["locale"]) {
  const [line] = await tx.select({ id: offerLines.id }).from(offerLines).where(lineOf(offer, lineId));
  if (!line) throw new AppError("NOT_FOUND", translator(locale, "offers")("api.lineNotFound"));
}

/** PATCH /api/v1/offer/{id}/lines/{lineId}: the line's amount and its own markup (null: back to the offer's). */
export async function updateOfferLine(ctx: TCartContext, { id, lineId }: { id: number; lineId: number }, request: TUpdateOfferLineRequest): Promise<TOffer> {
  return changeOffer(ctx, id, { active: true }, async (tx, offer) => {
    await assertLine(tx, offer, lineId, ctx.locale);
    const markup = request.markup === undefined ? undefined : request.markup === null ? null : basisPointsOf(request.markup);
    await tx.update(offerLines).set({ amount: request.amount, markupBasisPoints: markup }).where(lineOf(offer, lineId));
  });
}

/** DELETE /api/v1/offer/{id}/lines/{lineId}: the line out of the offer. */
export async function removeOfferLine(ctx: TCartContext, { id, lineId }: { id: number; lineId: number }): Promise<TOffer> {
  return changeOffer(ctx, id, { active: true }, async (tx, offer) => {
    await assertLine(tx, offer, lineId, ctx.locale);
    await tx.delete(offerLines).where(lineOf(offer, lineId));
  });
}
