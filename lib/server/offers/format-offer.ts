import "server-only";
import type { TOffer, TOfferItem, TOfferListItem } from "@/lib/contracts/offers";
import type { TLocale } from "@/lib/shared/locales";
import { formatPricedLine } from "../cart/format-priced-line";
import { kopecksToDecimal } from "@/lib/shared/money";
import type { TOfferRow } from "./find-offer-or-throw";
import type { TOfferLine } from "./load-offer-lines";
import { formatTemplate } from "./offer-template";

/** Basis points as a percent (1550 → 15.5). */
export const percentOf = (basisPoints: number) => basisPoints / 100;
/** A percent as basis points (15.5 → 1550). */
export const basisPointsOf = (percent: number) => Math.round(percent * 100);

/** Totals of the lines still sold (a `missing` line has no price): at the company's and at the offer's prices. */
export function offerTotalsOf(lines: TOfferLine[]) {
  const live = lines.filter((l) => l.state !== "missing");
  const sum = (pick: (l: TOfferLine) => number) => live.reduce((total, l) => total + pick(l), 0);
  return {
    positionsCount: lines.length,
    purchaseTotal: kopecksToDecimal(sum((l) => l.total)),
    totalPrice: kopecksToDecimal(sum((l) => l.offerTotal)),
    vatAmount: kopecksToDecimal(sum((l) => l.offerVatAmount)),
  };
}

function headOf(row: TOfferRow) {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    description: row.description,
    markup: percentOf(row.markupBasisPoints),
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

export function formatOfferItem(line: TOfferLine, locale: TLocale): TOfferItem {
  return {
    ...formatPricedLine(line, locale),
    brand: line.brand,
    manufacturerCode: line.manufacturerCode,
    ownMarkup: line.ownMarkup === null ? null : percentOf(line.ownMarkup),
    markup: percentOf(line.markup),
    offerPrice: line.offerPrice === null ? null : kopecksToDecimal(line.offerPrice),
    offerTotal: kopecksToDecimal(line.offerTotal),
    offerVatAmount: kopecksToDecimal(line.offerVatAmount),
  };
}

export function formatOffer(row: TOfferRow, lines: TOfferLine[], locale: TLocale): TOffer {
  return { ...headOf(row), template: formatTemplate(row.id, row.template), items: lines.map((l) => formatOfferItem(l, locale)), totals: offerTotalsOf(lines) };
}

export function formatOfferListItem(row: TOfferRow, lines: TOfferLine[]): TOfferListItem {
  const { positionsCount, totalPrice } = offerTotalsOf(lines);
  return { ...headOf(row), positionsCount, totalPrice };
}
