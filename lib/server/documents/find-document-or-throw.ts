import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TCartContext } from "../cart/cart-context";
import { orderDocuments, orders } from "../db/schema";
import { AppError } from "../http/app-error";
import { documentCompanyIds } from "./documents-access";
import { selectDocuments, type TDocumentRow } from "./document-rows";
import { translator } from "@/lib/server/i18n/translator";

/** One document of the companies the buyer sees; a missing one, another company's or another site's is the same 404. */
export async function findDocumentOrThrow(ctx: TCartContext, id: number): Promise<TDocumentRow> {
  const companyIds = await documentCompanyIds(ctx);
  const notFound = new AppError("NOT_FOUND", translator(ctx.locale, "documentsApi")("api.notFound"));
  if (companyIds.length === 0) throw notFound;
  const [row] = await selectDocuments().where(and(eq(orderDocuments.siteId, ctx.site.id), eq(orderDocuments.id, id), inArray(orders.companyId, companyIds)));
  if (!row) throw notFound;
  return row;
}
