import "server-only";
import type { TOffer } from "@/lib/contracts/offers";
import type { TLocale } from "@/lib/shared/locales";
import type { TDb, TTx } from "../db/client";
import { findOfferOrThrow } from "./find-offer-or-throw";
import { formatOffer } from "./format-offer";
import { loadOfferLines } from "./load-offer-lines";
import type { TOfferViewer } from "./require-offer-viewer";

/** An offer of the viewer as the API answers it: its lines priced for the company now, with the markups. */
export async function readOffer(db: TDb | TTx, { siteId, viewer, locale }: { siteId: number; viewer: TOfferViewer; locale: TLocale }, id: number): Promise<TOffer> {
  const row = await findOfferOrThrow(db, { siteId, viewer, locale }, id);
  const lines = await loadOfferLines(db, { siteId, companyId: viewer.companyId }, new Map([[row.id, row.markupBasisPoints]]), { includeStock: true });
  return formatOffer(row, lines, locale);
}
