import "server-only";
import { MAX_CART_AMOUNT } from "@/lib/contracts/cart";
import type { TLocale } from "@/lib/shared/locales";
import { adjustedMessage, grownAmount, lineKeyOf, loadLineTargets, requestKeyOf, storedLineOf, type TLineRequest } from "../cart/add-lines-to-cart";
import type { TTx } from "../db/client";
import { AppError } from "../http/app-error";
import { translator } from "@/lib/server/i18n/translator";

/** A line already stored in the list (a specification's, an offer's) that new requests may grow. */
export type TStoredListLine = { id: number; productId: number | null; customProductId: number | null; amount: number; position: number };

/** The texts of the list's own limits: its most lines, and the largest amount of a line. */
export type TListLimitTexts = { tooManyLines: (max: number) => string; amountOverLimit: (line: { name: string; max: string; unit: string }) => string };

export type TAddedLinesPlan = {
  /** Stored line id → its new amount. */
  grown: Map<number, number>;
  /** The new lines (without the list's own keys), positioned after the last one. */
  created: (ReturnType<typeof storedLineOf> & { unit: string; amount: number; position: number })[];
  /** The notices of the amounts rounded up. */
  notices: string[];
};

/**
 * What adding products to a stored list (a specification, an offer) changes, as the cart adds them: a
 * product already there grows by the amount, a new line starts with it, rounded up to the minimum batch
 * and multiplicity (without an amount: the smallest valid one, or one more multiplicity step). Any unknown,
 * withdrawn or other site's product — or another company's custom product — fails the whole call with 404;
 * a line over the cart's amount limit or a list over `maxLines` is 400.
 */
export async function planAddedLines(
  tx: TTx,
  { siteId, companyId, locale, maxLines, texts }: { siteId: number; companyId: number | null; locale: TLocale; maxLines: number; texts: TListLimitTexts },
  rows: TStoredListLine[],
  requests: TLineRequest[],
): Promise<TAddedLinesPlan> {
  const targets = await loadLineTargets(tx, siteId, companyId, requests);
  const existing = new Map<string, { id: number | null; amount: number }>();
  for (const r of rows) {
    if (r.productId !== null) existing.set(lineKeyOf("product", r.productId), { id: r.id, amount: r.amount });
    if (r.customProductId !== null) existing.set(lineKeyOf("custom", r.customProductId), { id: r.id, amount: r.amount });
  }
  let position = rows.reduce((max, r) => Math.max(max, r.position), 0);
  const created = new Map<string, TAddedLinesPlan["created"][number]>();
  const grown = new Map<number, number>();
  const notices: string[] = [];
  for (const request of requests) {
    const key = requestKeyOf(request);
    const target = targets.get(key);
    if (!target) throw new AppError("NOT_FOUND", translator(locale, "cart.api")(request.productId !== undefined ? "productNotFound" : "customProductNotFound"));
    const current = existing.get(key);
    const { amount, adjusted } = grownAmount(request, target.rule, current?.amount);
    if (amount > MAX_CART_AMOUNT) {
      const message = texts.amountOverLimit({ name: target.name, max: MAX_CART_AMOUNT.toLocaleString("ru-RU"), unit: target.unit });
      throw new AppError("BAD_REQUEST", message, { errors: { amount: [message] } });
    }
    if (adjusted) notices.push(adjustedMessage(locale, { name: target.name, amount, unit: target.unit, rule: target.rule }));
    existing.set(key, { id: current?.id ?? null, amount });
    if (current?.id) {
      grown.set(current.id, amount);
      continue;
    }
    const line = created.get(key);
    if (line) {
      line.amount = amount;
      continue;
    }
    if (rows.length + created.size >= maxLines) {
      const message = texts.tooManyLines(maxLines);
      throw new AppError("BAD_REQUEST", message, { errors: { lines: [message] } });
    }
    position += 1;
    created.set(key, { ...storedLineOf(target), unit: target.unit, amount, position });
  }
  return { grown, created: [...created.values()], notices };
}
