import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { TCreateOfferRequest, TOfferChangeResponse, TOfferSource } from "@/lib/contracts/offers";
import type { TLocale } from "@/lib/shared/locales";
import type { TCartContext } from "../cart/cart-context";
import { findCart } from "../cart/find-cart";
import { loadCartLines } from "../cart/load-cart-lines";
import { getDb, type TTx } from "../db/client";
import { offerLines, offers, specificationLines } from "../db/schema";
import { AppError } from "../http/app-error";
import { findOrderOrThrow } from "../orders/find-order-or-throw";
import { findSpecificationOrThrow } from "../specifications/find-specification-or-throw";
import { requireSpecificationViewer, type TSpecificationViewer } from "../specifications/require-specification-viewer";
import { addLinesToOffer, withNotices } from "./add-offer-lines";
import { basisPointsOf } from "./format-offer";
import { loadDefaultTemplate } from "./offer-template";
import { readOffer } from "./read-offer";
import { requireOfferViewer, type TOfferViewer } from "./require-offer-viewer";
import { translator } from "@/lib/server/i18n/translator";

type TSourceContext = { siteId: number; viewer: TOfferViewer; specificationViewer: TSpecificationViewer | null; offerId: number; locale: TLocale };

/**
 * Copies the source's lines into the new offer as stored lines: the cart's lines still on sale; a
 * specification's (one the buyer sees) and an order's (of the active company) as they were stored (a
 * withdrawn product comes along and is shown `missing`, as in the specification); products as a
 * specification adds them. A source not found is 404; an empty cart or specification is 400.
 * Returns the notices of the amounts rounded up (products only).
 */
async function copySourceLines(tx: TTx, source: TOfferSource, { siteId, viewer, specificationViewer, offerId, locale }: TSourceContext): Promise<string[]> {
  if (source.type === "empty") return [];
  if (source.type === "products") return addLinesToOffer(tx, { siteId, offerId, companyId: viewer.companyId, locale }, source.lines);
  if (source.type === "cart") {
    const cart = await findCart(tx, { siteId, userId: viewer.userId, companyId: viewer.companyId });
    const lines = cart ? (await loadCartLines(tx, { siteId, cartId: cart.id, companyId: viewer.companyId }, { includeStock: false })).filter((l) => l.state !== "missing") : [];
    if (lines.length === 0) throw new AppError("BAD_REQUEST", translator(locale, "offers")("api.cartEmpty"), { errors: { source: [translator(locale, "offers")("api.cartEmpty")] } });
    await tx.insert(offerLines).values(
      lines.map((l, i) => ({ siteId, offerId, kind: l.kind, productId: l.productId, customProductId: l.customProductId, name: l.name, article: l.article, unit: l.unit, amount: l.amount, position: i + 1 })),
    );
    return [];
  }
  if (source.type === "specification") {
    if (!specificationViewer) throw new Error("a specification source needs the specification viewer");
    const spec = await findSpecificationOrThrow(tx, { siteId, viewer: specificationViewer, locale }, source.id);
    const [line] = await tx
      .select({ id: specificationLines.id })
      .from(specificationLines)
      .where(and(eq(specificationLines.siteId, siteId), eq(specificationLines.specificationId, spec.id)))
      .limit(1);
    if (!line) throw new AppError("BAD_REQUEST", translator(locale, "offers")("api.specificationEmpty"), { errors: { source: [translator(locale, "offers")("api.specificationEmpty")] } });
    await tx.execute(sql`
      INSERT INTO offer_lines (site_id, offer_id, kind, product_id, custom_product_id, name, article, unit, amount, position)
      SELECT site_id, ${offerId}, kind, product_id, custom_product_id, name, article, unit, amount, position
      FROM specification_lines WHERE site_id = ${siteId} AND specification_id = ${spec.id}`);
    return [];
  }
  const order = await findOrderOrThrow({ siteId, companyIds: [viewer.companyId], locale }, source.id, { db: tx });
  await tx.execute(sql`
    INSERT INTO offer_lines (site_id, offer_id, kind, product_id, custom_product_id, name, article, unit, amount, position)
    SELECT site_id, ${offerId}, kind, product_id, custom_product_id, name, article, unit, amount, row_number() OVER (ORDER BY sort, id)
    FROM order_items WHERE site_id = ${siteId} AND order_id = ${order.id}`);
  return [];
}

/** POST /api/v1/offer: a new offer of the viewer, with the company's default template, from nothing, the cart, a specification, an order or products. */
export async function createOffer(ctx: TCartContext, request: TCreateOfferRequest): Promise<TOfferChangeResponse> {
  const { site, locale } = ctx;
  const viewer = await requireOfferViewer(ctx);
  // Read before the transaction: inside it, every query must go through it (PGlite has one connection).
  const specificationViewer = request.source.type === "specification" ? await requireSpecificationViewer(ctx) : null;
  const db = getDb();
  const { id, notices } = await db.transaction(async (tx) => {
    const template = await loadDefaultTemplate(tx, { siteId: site.id, companyId: viewer.companyId, companyName: viewer.companyName, locale });
    const [row] = await tx
      .insert(offers)
      .values({ siteId: site.id, companyId: viewer.companyId, authorUserId: viewer.userId, name: request.name, description: request.description ?? "", markupBasisPoints: basisPointsOf(request.markup), template })
      .returning({ id: offers.id });
    const added = await copySourceLines(tx, request.source, { siteId: site.id, viewer, specificationViewer, offerId: row.id, locale });
    return { id: row.id, notices: added };
  });
  return withNotices(await readOffer(db, { siteId: site.id, viewer, locale }, id), notices);
}
