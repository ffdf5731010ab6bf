import "server-only";
import { and, eq } from "drizzle-orm";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { offers } from "../db/schema";
import { AppError } from "../http/app-error";
import { findOfferOrThrow } from "./find-offer-or-throw";
import { requireOfferViewer } from "./require-offer-viewer";
import { translator } from "@/lib/server/i18n/translator";

/** DELETE /api/v1/offer/{id}: delete forever — only from the archive (an active one is 409: archive it first). */
export async function deleteOffer(ctx: TCartContext, { id }: { id: number }): Promise<Response> {
  const { site, locale } = ctx;
  const viewer = await requireOfferViewer(ctx);
  await getDb().transaction(async (tx) => {
    const offer = await findOfferOrThrow(tx, { siteId: site.id, viewer, locale }, id, { forUpdate: true });
    if (offer.status !== "archived") throw new AppError("CONFLICT", translator(locale, "offers")("api.deleteOnlyArchived"));
    await tx.delete(offers).where(and(eq(offers.siteId, site.id), eq(offers.id, offer.id)));
  });
  return new Response(null, { status: 204 });
}
