import "server-only";
import { and, eq } from "drizzle-orm";
import { MAX_CART_AMOUNT } from "@/lib/contracts/cart";
import { MAX_SPECIFICATION_LINES } from "@/lib/contracts/specifications";
import type { TLocale } from "@/lib/shared/locales";
import { adjustedMessage, grownAmount, lineKeyOf, loadLineTargets, requestKeyOf, storedLineOf, type TLineRequest } from "../cart/add-lines-to-cart";
import { cartText } from "../cart/cart-text";
import type { TTx } from "../db/client";
import { specificationLines } from "../db/schema";
import { AppError } from "../http/app-error";
import { specificationsText } from "./specifications-text";

/**
 * Adds lines to a (locked) specification as the cart adds them: a product already there grows by the
 * amount, a new line starts with it, rounded up to the minimum batch and multiplicity (without an amount:
 * the smallest valid one, or one more multiplicity step). Any unknown, withdrawn or other site's product —
 * or another company's custom product — fails the whole call with 404 (the caller's transaction rolls back).
 * Returns the notices of the amounts rounded up.
 */
export async function addLinesToSpecification(
  tx: TTx,
  { siteId, specificationId, companyId, locale }: { siteId: number; specificationId: number; companyId: number | null; locale: TLocale },
  requests: TLineRequest[],
): Promise<string[]> {
  const targets = await loadLineTargets(tx, siteId, companyId, requests);

  const rows = await tx
    .select({ id: specificationLines.id, productId: specificationLines.productId, customProductId: specificationLines.customProductId, amount: specificationLines.amount, position: specificationLines.position })
    .from(specificationLines)
    .where(and(eq(specificationLines.siteId, siteId), eq(specificationLines.specificationId, specificationId)));
  const existing = new Map<string, { id: number | null; amount: number }>();
  for (const r of rows) {
    if (r.productId !== null) existing.set(lineKeyOf("product", r.productId), { id: r.id, amount: r.amount });
    if (r.customProductId !== null) existing.set(lineKeyOf("custom", r.customProductId), { id: r.id, amount: r.amount });
  }
  let position = rows.reduce((max, r) => Math.max(max, r.position), 0);
  const created = new Map<string, typeof specificationLines.$inferInsert>();
  const grown = new Map<number, number>();
  const notices: string[] = [];
  for (const request of requests) {
    const key = requestKeyOf(request);
    const target = targets.get(key);
    if (!target) throw new AppError("NOT_FOUND", cartText(locale, request.productId !== undefined ? "productNotFound" : "customProductNotFound"));
    const current = existing.get(key);
    const { amount, adjusted } = grownAmount(request, target.rule, current?.amount);
    if (amount > MAX_CART_AMOUNT) {
      const message = specificationsText(locale, "api.amountOverLimit", { name: target.name, max: MAX_CART_AMOUNT.toLocaleString("ru-RU"), unit: target.unit });
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
    if (rows.length + created.size >= MAX_SPECIFICATION_LINES) {
      const message = specificationsText(locale, "api.tooManyLines", { max: MAX_SPECIFICATION_LINES });
      throw new AppError("BAD_REQUEST", message, { errors: { lines: [message] } });
    }
    position += 1;
    created.set(key, {
      siteId,
      specificationId,
      ...storedLineOf(target),
      unit: target.unit,
      amount,
      position,
    });
  }
  for (const [id, amount] of grown) await tx.update(specificationLines).set({ amount }).where(and(eq(specificationLines.siteId, siteId), eq(specificationLines.id, id)));
  // One statement for the new lines: a 500-line list from the import wizard is one round trip, not 500.
  if (created.size > 0) await tx.insert(specificationLines).values([...created.values()]);
  return notices;
}
