import "server-only";
import { and, eq } from "drizzle-orm";
import { MAX_OFFER_LINES, type TAddOfferLinesRequest, type TOffer, type TOfferChangeResponse } from "@/lib/contracts/offers";
import type { TLocale } from "@/lib/shared/locales";
import type { TLineRequest } from "../cart/add-lines-to-cart";
import type { TCartContext } from "../cart/cart-context";
import type { TTx } from "../db/client";
import { offerLines } from "../db/schema";
import { planAddedLines } from "../specifications/plan-added-lines";
import { changeOffer } from "./change-offer";
import { translator } from "@/lib/server/i18n/translator";

/**
 * Adds products to a (locked) offer as a specification adds them (`planAddedLines`): a product already
 * there grows, a new line comes last with the offer's markup; amounts rounded up to batch and multiplicity.
 * An unknown, withdrawn or other site's product, or another company's custom product, is 404 for the whole call.
 * Returns the notices of the amounts rounded up.
 */
export async function addLinesToOffer(tx: TTx, { siteId, offerId, companyId, locale }: { siteId: number; offerId: number; companyId: number; locale: TLocale }, requests: TLineRequest[]): Promise<string[]> {
  const rows = await tx
    .select({ id: offerLines.id, productId: offerLines.productId, customProductId: offerLines.customProductId, amount: offerLines.amount, position: offerLines.position })
    .from(offerLines)
    .where(and(eq(offerLines.siteId, siteId), eq(offerLines.offerId, offerId)));
  const texts = {
    tooManyLines: (max: number) => translator(locale, "offers")("api.tooManyLines", { max }),
    amountOverLimit: (line: { name: string; max: string; unit: string }) => translator(locale, "offers")("api.amountOverLimit", line),
  };
  const { grown, created, notices } = await planAddedLines(tx, { siteId, companyId, locale, maxLines: MAX_OFFER_LINES, texts }, rows, requests);
  for (const [id, amount] of grown) await tx.update(offerLines).set({ amount }).where(and(eq(offerLines.siteId, siteId), eq(offerLines.offerId, offerId), eq(offerLines.id, id)));
  if (created.length > 0) await tx.insert(offerLines).values(created.map((line) => ({ siteId, offerId, ...line })));
  return notices;
}

/** The offer with the notices of the amounts rounded up (as a specification's change answers). */
export function withNotices(offer: TOffer, notices: string[]): TOfferChangeResponse {
  return { ...offer, adjusted: notices.length > 0, ...(notices.length > 0 ? { message: notices.join(". ") } : {}) };
}

/** POST /api/v1/offer/{id}/lines: catalogue products into an active offer (the catalogue's «В КП», the editor's search). */
export async function addOfferLines(ctx: TCartContext, { id }: { id: number }, request: TAddOfferLinesRequest): Promise<TOfferChangeResponse> {
  let notices: string[] = [];
  const offer = await changeOffer(ctx, id, { active: true }, async (tx, row, viewer) => {
    notices = await addLinesToOffer(tx, { siteId: row.siteId, offerId: row.id, companyId: viewer.companyId, locale: ctx.locale }, request.lines);
  });
  return withNotices(offer, notices);
}
