import "server-only";
import type { TCartItem } from "@/lib/contracts/cart";
import type { TLocale } from "@/lib/shared/locales";
import { kopecksToDecimal } from "@/lib/shared/money";
import type { TPricedLine } from "./price-stored-lines";
import { translator } from "@/lib/server/i18n/translator";

/** A priced line as the API shows it (cart and specification lines alike): money as decimals, the state in words. */
export type TFormattedLine = Omit<TCartItem, "selected">;

function messageOf(line: TPricedLine, locale: TLocale): string | undefined {
  if (line.state === "missing") return translator(locale, "cart.api")("stateMissing");
  if (line.state === "out-of-stock") return translator(locale, "cart.api")("stateOutOfStock");
  if (line.state === "not-enough-stock") return translator(locale, "cart.api")("stateNotEnough", { available: line.available ?? 0, unit: line.unit });
  return undefined;
}

export function formatPricedLine(line: TPricedLine, locale: TLocale): TFormattedLine {
  const message = messageOf(line, locale);
  return {
    id: line.id,
    type: line.kind,
    productId: line.productId,
    customProductId: line.customProductId,
    name: line.name,
    article: line.article,
    unit: line.unit,
    image: line.image,
    minimumBatch: line.minimumBatch,
    multiplicity: line.multiplicity,
    amount: line.amount,
    price: line.price === null ? null : kopecksToDecimal(line.price),
    total: kopecksToDecimal(line.total),
    vatRate: line.vatRate,
    vatAmount: kopecksToDecimal(line.vatAmount),
    availableQuantity: line.available,
    state: line.state,
    ...(message ? { message } : {}),
  };
}
