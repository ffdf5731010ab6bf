import "server-only";
import { and, eq } from "drizzle-orm";
import type { TOffer } from "@/lib/contracts/offers";
import type { TCartContext } from "../cart/cart-context";
import { getDb, type TTx } from "../db/client";
import { offers } from "../db/schema";
import { AppError } from "../http/app-error";
import { findOfferOrThrow, type TOfferRow } from "./find-offer-or-throw";
import { readOffer } from "./read-offer";
import { requireOfferViewer, type TOfferViewer } from "./require-offer-viewer";
import { translator } from "@/lib/server/i18n/translator";

type TChange = (tx: TTx, offer: TOfferRow, viewer: TOfferViewer) => Promise<void>;

/**
 * The frame of every change of one offer: the viewer, the offer locked (404 when not theirs), with
 * `active` 409 for an archived one, the change and the `updated` moment in one transaction; then the offer.
 */
export async function changeOffer(ctx: TCartContext, id: number, { active }: { active: boolean }, change: TChange): Promise<TOffer> {
  const { site, locale } = ctx;
  const viewer = await requireOfferViewer(ctx);
  const db = getDb();
  await db.transaction(async (tx) => {
    const offer = await findOfferOrThrow(tx, { siteId: site.id, viewer, locale }, id, { forUpdate: true });
    if (active && offer.status === "archived") throw new AppError("CONFLICT", translator(locale, "offers")("api.archivedLocked"));
    await change(tx, offer, viewer);
    await tx.update(offers).set({ updatedAt: new Date() }).where(and(eq(offers.siteId, site.id), eq(offers.id, offer.id)));
  });
  return readOffer(db, { siteId: site.id, viewer, locale }, id);
}

/** An UPDATE of the offer's own row (site and id in the condition, as every query here). */
export async function setOffer(tx: TTx, offer: TOfferRow, patch: Partial<typeof offers.$inferInsert>): Promise<void> {
  await tx.update(offers).set(patch).where(and(eq(offers.siteId, offer.siteId), eq(offers.id, offer.id)));
}
