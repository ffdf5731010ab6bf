import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TAddCartLinesRequest, TCartLinesResponse, TCartLinesSummary } from "@/lib/contracts/cart";
import { getDb } from "../db/client";
import { products } from "../db/schema";
import { AppError } from "../http/app-error";
import { addLinesToCart, adjustedMessage } from "./add-lines-to-cart";
import type { TCartContext } from "./cart-context";
import { lockOrCreateCart } from "./find-cart";
import { readCart } from "./read-cart";
import { requireActiveCompany } from "./require-active-company";
import { translator } from "@/lib/server/i18n/translator";

/**
 * POST /api/v1/cart/lines: the import wizard's lines into the active company's cart in one transaction.
 * A product the site never had (or another site's) and a custom product of another company are a 404 for
 * the whole call — the client sent an id it cannot know, nothing is added. A product of this site withdrawn
 * since the check step is skipped and listed: the buyer could not have known, the rest goes in.
 */
export async function addCartLines(ctx: TCartContext, { lines }: TAddCartLinesRequest): Promise<TCartLinesResponse> {
  const { site, auth, locale } = ctx;
  const company = await requireActiveCompany(ctx);
  const summary = await getDb().transaction(async (tx) => {
    const cart = await lockOrCreateCart(tx, { siteId: site.id, userId: auth.user.id, companyId: company.id });
    const outcomes = await addLinesToCart(tx, { siteId: site.id, cartId: cart.id, companyId: company.id, locale }, lines);
    const missing = outcomes.flatMap((o) => (o.status === "missing" ? [o.request] : []));
    if (missing.some((r) => r.customProductId !== undefined)) throw new AppError("NOT_FOUND", translator(locale, "cart.api")("customProductNotFound"));
    const missingIds = missing.map((r) => r.productId ?? 0);
    const withdrawn = new Map(
      missingIds.length === 0
        ? []
        : (
            await tx
              .select({ id: products.id, name: products.name })
              .from(products)
              .where(and(eq(products.siteId, site.id), inArray(products.id, missingIds)))
          ).map((p) => [p.id, p.name]),
    );
    // Throwing rolls back what was already added: an unknown id changes nothing.
    if (missingIds.some((id) => !withdrawn.has(id))) throw new AppError("NOT_FOUND", translator(locale, "cart.api")("productNotFound"));
    const result: TCartLinesSummary = { added: 0, adjusted: [], skipped: [] };
    for (const outcome of outcomes) {
      if (outcome.status === "missing") {
        result.skipped.push({ name: withdrawn.get(outcome.request.productId ?? 0) ?? "", reason: translator(locale, "importWizard.api")("skippedWithdrawn") });
        continue;
      }
      result.added += 1;
      if (outcome.adjusted) result.adjusted.push({ name: outcome.name, message: adjustedMessage(locale, outcome) });
    }
    return result;
  });
  const cart = await readCart(ctx, company);
  const adjusted = summary.adjusted.length > 0;
  return { ...cart, adjusted, ...(adjusted ? { message: summary.adjusted.map((a) => a.message).join(". ") } : {}), summary };
}
