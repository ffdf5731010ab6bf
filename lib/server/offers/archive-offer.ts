import "server-only";
import type { TOffer } from "@/lib/contracts/offers";
import type { TCartContext } from "../cart/cart-context";
import { AppError } from "../http/app-error";
import { changeOffer, setOffer } from "./change-offer";
import { translator } from "@/lib/server/i18n/translator";

/** POST /api/v1/offer/{id}/archive: to the archive (409 when already there). */
export async function archiveOffer(ctx: TCartContext, { id }: { id: number }): Promise<TOffer> {
  return changeOffer(ctx, id, { active: false }, async (tx, offer) => {
    if (offer.status === "archived") throw new AppError("CONFLICT", translator(ctx.locale, "offers")("api.alreadyArchived"));
    await setOffer(tx, offer, { status: "archived", archivedAt: new Date() });
  });
}

/** POST /api/v1/offer/{id}/restore: back from the archive (409 when not there). */
export async function restoreOffer(ctx: TCartContext, { id }: { id: number }): Promise<TOffer> {
  return changeOffer(ctx, id, { active: false }, async (tx, offer) => {
    if (offer.status !== "archived") throw new AppError("CONFLICT", translator(ctx.locale, "offers")("api.notArchived"));
    await setOffer(tx, offer, { status: "active", archivedAt: null });
  });
}
