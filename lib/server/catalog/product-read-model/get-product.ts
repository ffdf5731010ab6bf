import "server-only";
import { and, eq } from "drizzle-orm";
import type { TProduct, TProductDetailsQuery } from "@/lib/contracts/catalog";
import type { TLocale } from "@/lib/shared/locales";
import type { TAuth } from "../../auth/authenticate";
import { getDb } from "../../db/client";
import { searchLog, searchLogClicks } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { TSite } from "../../sites/resolve-site";
import { loadProducts } from "./load-products";
import { translator } from "@/lib/server/i18n/translator";

type TContext = { site: Pick<TSite, "id" | "currency" | "config">; auth: TAuth | null; locale: TLocale };

/**
 * GET /api/v1/product/{id}: one product as the caller sees it; another site's or an inactive product
 * is 404. Opened from a search (additionalFields[searchLogUuid] and …[searchLogProductPosition]), the
 * click is recorded against that search; an unknown search uuid is ignored rather than failing the view.
 */
export async function getProduct(ctx: TContext, id: number, details: TProductDetailsQuery): Promise<TProduct> {
  const [product] = await loadProducts({ site: ctx.site, auth: ctx.auth }, [id]);
  if (!product) throw new AppError("NOT_FOUND", translator(ctx.locale, "search")("errors.productNotFound"));
  if (details.searchLogUuid) await recordClick(ctx.site.id, details.searchLogUuid, id, details.position);
  return product;
}

async function recordClick(siteId: number, uuid: string, productId: number, position: number | null): Promise<void> {
  const db = getDb();
  const [log] = await db
    .select({ id: searchLog.id })
    .from(searchLog)
    .where(and(eq(searchLog.siteId, siteId), eq(searchLog.uuid, uuid)))
    .limit(1);
  if (!log) return;
  await db.insert(searchLogClicks).values({ siteId, searchLogId: log.id, productId, position });
}
