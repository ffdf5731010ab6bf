import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { MAX_CART_AMOUNT, MAX_CART_ITEMS } from "@/lib/contracts/cart";
import type { TLocale } from "@/lib/shared/locales";
import type { TTx } from "../db/client";
import { cartItems, customProducts, products } from "../db/schema";
import { AppError } from "../http/app-error";
import { normalizeAmount, type TAmountRule } from "./normalize-amount";
import { translator } from "@/lib/server/i18n/translator";

export type TLineRequest = { productId?: number; customProductId?: number; amount?: number };

export type TLineOutcome =
  | { status: "added"; itemId: number; name: string; unit: string; amount: number; adjusted: boolean; rule: TAmountRule }
  | { status: "missing"; request: TLineRequest };

/** What a line request points at: an active product of the site or a custom product of the company, with its amount rule. */
export type TLineTarget = { kind: "product" | "custom"; id: number; name: string; article: string | null; unit: string; rule: TAmountRule };
type TExisting = { id: number; amount: number };

/** What a stored line (of a cart or a specification) keeps of its target: its kind, reference, name and article as they are now. */
export function storedLineOf(target: TLineTarget) {
  return {
    kind: target.kind,
    productId: target.kind === "product" ? target.id : null,
    customProductId: target.kind === "custom" ? target.id : null,
    name: target.name,
    article: target.article,
  };
}

export const lineKeyOf = (kind: "product" | "custom", id: number) => `${kind}:${id}`;
export const requestKeyOf = (request: TLineRequest) => (request.productId !== undefined ? lineKeyOf("product", request.productId) : lineKeyOf("custom", request.customProductId ?? 0));

/**
 * The products and custom products the requests name, by lineKeyOf: active products of the site, custom
 * products of the company (none without a company). What is not in the map is unknown, withdrawn or not theirs.
 */
export async function loadLineTargets(tx: TTx, siteId: number, companyId: number | null, requests: TLineRequest[]): Promise<Map<string, TLineTarget>> {
  const productIds = requests.flatMap((r) => (r.productId !== undefined ? [r.productId] : []));
  const customIds = companyId === null ? [] : requests.flatMap((r) => (r.customProductId !== undefined ? [r.customProductId] : []));
  const productRows =
    productIds.length === 0
      ? []
      : await tx
          .select({ id: products.id, name: products.name, article: products.article, unit: products.unit, minimumBatch: products.minimumBatch, multiplicity: products.multiplicity })
          .from(products)
          .where(and(eq(products.siteId, siteId), inArray(products.id, productIds), eq(products.isActive, true)));
  const customRows =
    customIds.length === 0
      ? []
      : await tx
          .select({ id: customProducts.id, name: customProducts.name, article: customProducts.article, unit: customProducts.unit })
          .from(customProducts)
          .where(and(eq(customProducts.siteId, siteId), eq(customProducts.companyId, companyId ?? 0), inArray(customProducts.id, customIds)));
  const targets = new Map<string, TLineTarget>();
  for (const p of productRows) targets.set(lineKeyOf("product", p.id), { kind: "product", id: p.id, name: p.name, article: p.article, unit: p.unit, rule: p });
  for (const c of customRows) targets.set(lineKeyOf("custom", c.id), { kind: "custom", id: c.id, name: c.name, article: c.article, unit: c.unit, rule: { minimumBatch: 1, multiplicity: 1 } });
  return targets;
}

/**
 * The amount a line gets when a request adds to it (`current`: the amount already there, if the line
 * exists): it grows by the amount asked, or without one a new line starts at the smallest valid amount
 * and an existing one grows by one multiplicity step; rounded up to the rule. `adjusted` when rounding changed what was asked.
 */
export function grownAmount(request: TLineRequest, rule: TAmountRule, current: number | undefined): { amount: number; adjusted: boolean } {
  const base = current ?? 0;
  const wanted = request.amount !== undefined ? base + request.amount : current !== undefined ? base + Math.max(1, rule.multiplicity) : undefined;
  const { amount } = normalizeAmount(wanted, rule);
  return { amount, adjusted: request.amount !== undefined && amount !== base + request.amount };
}

async function loadExisting(tx: TTx, siteId: number, cartId: number): Promise<{ existing: Map<string, TExisting>; lineCount: number }> {
  const rows = await tx
    .select({ id: cartItems.id, productId: cartItems.productId, customProductId: cartItems.customProductId, amount: cartItems.amount })
    .from(cartItems)
    .where(and(eq(cartItems.siteId, siteId), eq(cartItems.cartId, cartId)));
  const existing = new Map<string, TExisting>();
  for (const r of rows) {
    if (r.productId !== null) existing.set(lineKeyOf("product", r.productId), { id: r.id, amount: r.amount });
    if (r.customProductId !== null) existing.set(lineKeyOf("custom", r.customProductId), { id: r.id, amount: r.amount });
  }
  return { existing, lineCount: rows.length };
}

/**
 * Adds products to a locked cart: an existing line grows by the amount, a new line starts with it;
 * either way the result is rounded up to the minimum batch and multiplicity. Without an amount a new
 * line gets the smallest valid amount and an existing one grows by one multiplicity step. Unknown,
 * withdrawn, other sites' or other companies' products come back as `missing` (callers decide: 404 or skip).
 */
export async function addLinesToCart(
  tx: TTx,
  { siteId, cartId, companyId, locale }: { siteId: number; cartId: number; companyId: number; locale: TLocale },
  requests: TLineRequest[],
): Promise<TLineOutcome[]> {
  const targets = await loadLineTargets(tx, siteId, companyId, requests);
  const loaded = await loadExisting(tx, siteId, cartId);
  const { existing } = loaded;
  let { lineCount } = loaded;
  const outcomes: TLineOutcome[] = [];
  for (const request of requests) {
    const key = requestKeyOf(request);
    const target = targets.get(key);
    if (!target) {
      outcomes.push({ status: "missing", request });
      continue;
    }
    const current = existing.get(key);
    const { amount, adjusted } = grownAmount(request, target.rule, current?.amount);
    if (amount > MAX_CART_AMOUNT) throw amountOverLimit(locale, target);
    let itemId: number;
    if (current) {
      await tx
        .update(cartItems)
        .set({ amount, selected: true, updatedAt: new Date() })
        .where(and(eq(cartItems.siteId, siteId), eq(cartItems.id, current.id)));
      itemId = current.id;
    } else {
      if (lineCount >= MAX_CART_ITEMS) throw new AppError("BAD_REQUEST", translator(locale, "cart.api")("tooManyItems", { max: MAX_CART_ITEMS }));
      const [row] = await tx
        .insert(cartItems)
        .values({
          siteId,
          cartId,
          ...storedLineOf(target),
          amount,
        })
        .returning({ id: cartItems.id });
      itemId = row.id;
      lineCount += 1;
    }
    existing.set(key, { id: itemId, amount });
    outcomes.push({ status: "added", itemId, name: target.name, unit: target.unit, amount, adjusted, rule: target.rule });
  }
  return outcomes;
}

/** 400 for an amount over the cart's limit: the product, the limit and its unit, as the message and the amount field's error. */
export function amountOverLimit(locale: TLocale, line: { name: string; unit: string }): AppError {
  const message = translator(locale, "cart.api")("amountOverLimit", { name: line.name, max: MAX_CART_AMOUNT.toLocaleString("ru-RU"), unit: line.unit });
  return new AppError("BAD_REQUEST", message, { errors: { amount: [message] } });
}

/** The notice shown when an amount was rounded up. */
export function adjustedMessage(locale: TLocale, outcome: { name: string; amount: number; unit: string; rule: TAmountRule }): string {
  return translator(locale, "cart.api")("amountAdjusted", {
    name: outcome.name,
    amount: outcome.amount,
    unit: outcome.unit,
    minimumBatch: outcome.rule.minimumBatch,
    multiplicity: outcome.rule.multiplicity,
  });
}
