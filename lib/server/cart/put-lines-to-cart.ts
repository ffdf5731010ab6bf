import "server-only";
import type { TCartLinesResponse, TCartLinesSummary } from "@/lib/contracts/cart";
import { getDb } from "../db/client";
import { addLinesToCart, adjustedMessage, type TLineRequest } from "./add-lines-to-cart";
import type { TCartContext } from "./cart-context";
import { lockOrCreateCart } from "./find-cart";
import { readCart } from "./read-cart";
import type { TActiveCompany } from "./require-active-company";

/**
 * A stored list's lines (a specification's, a customer order's) into the active company's cart in one
 * transaction, as the cart adds them (a product already there grows; rounded up to batch and multiplicity).
 * A line whose product is gone is skipped with `missingReason` beside those the caller skipped already
 * (`summary.skipped`); the answer is the cart with what was added, rounded and skipped.
 */
export async function putLinesToCart(
  ctx: TCartContext,
  company: TActiveCompany,
  pairs: { name: string; request: TLineRequest }[],
  { summary, missingReason }: { summary: TCartLinesSummary; missingReason: string },
): Promise<TCartLinesResponse> {
  const { site, auth, locale } = ctx;
  const outcomes = await getDb().transaction(async (tx) => {
    const cart = await lockOrCreateCart(tx, { siteId: site.id, userId: auth.user.id, companyId: company.id });
    return addLinesToCart(tx, { siteId: site.id, cartId: cart.id, companyId: company.id, locale }, pairs.map((p) => p.request));
  });
  outcomes.forEach((outcome, index) => {
    if (outcome.status === "missing") summary.skipped.push({ name: pairs[index].name, reason: missingReason });
    else {
      summary.added += 1;
      if (outcome.adjusted) summary.adjusted.push({ name: outcome.name, message: adjustedMessage(locale, outcome) });
    }
  });
  const cart = await readCart(ctx, company);
  const adjusted = summary.adjusted.length > 0;
  return { ...cart, adjusted, ...(adjusted ? { message: summary.adjusted.map((a) => a.message).join(". ") } : {}), summary };
}
