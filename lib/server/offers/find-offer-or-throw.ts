import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import type { TLocale } from "@/lib/shared/locales";
import type { TDb, TTx } from "../db/client";
import { offers } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TOfferViewer } from "./require-offer-viewer";
import { translator } from "@/lib/server/i18n/translator";

export type TOfferRow = typeof offers.$inferSelect;

/** SQL: the offers of the site that are the viewer's own, in their active company. */
export function offersOf(siteId: number, viewer: TOfferViewer): SQL {
  return and(eq(offers.siteId, siteId), eq(offers.companyId, viewer.companyId), eq(offers.authorUserId, viewer.userId)) as SQL;
}

/**
 * One of the viewer's offers, or 404 «Коммерческое предложение не найдено» — another user's, another
 * company's, another site's and a missing one alike. `forUpdate` locks it so changes of one run one at a time.
 */
export async function findOfferOrThrow(db: TDb | TTx, { siteId, viewer, locale }: { siteId: number; viewer: TOfferViewer; locale: TLocale }, id: number, { forUpdate = false } = {}): Promise<TOfferRow> {
  const query = db.select().from(offers).where(and(eq(offers.id, id), offersOf(siteId, viewer)));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw new AppError("NOT_FOUND", translator(locale, "offers")("api.notFound"));
  return row;
}
