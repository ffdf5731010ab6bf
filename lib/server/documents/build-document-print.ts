import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { legalEntities } from "../db/schema";
import { orderNameText, siteLocale } from "../orders/orders-text";
import type { TSite } from "../sites/resolve-site";
import type { TDocumentPrint } from "./document-print";
import type { TDocumentRow } from "./document-rows";
import { loadDocumentLines } from "./load-document-lines";

/**
 * What a document's file prints: the seller's requisites from the site's settings (the site's name alone
 * until the seller gives them), the buyer's first legal entity (the company's name without one), the lines.
 */
export async function buildDocumentPrint(site: TSite, row: TDocumentRow): Promise<TDocumentPrint> {
  const [entity] = await getDb()
    .select({ name: legalEntities.name, inn: legalEntities.inn, kpp: legalEntities.kpp, address: legalEntities.address })
    .from(legalEntities)
    .where(and(eq(legalEntities.siteId, site.id), eq(legalEntities.companyId, row.company.id)))
    .orderBy(asc(legalEntities.id))
    .limit(1);
  const requisites = site.config.sellerRequisites ?? null;
  const { doc } = row;
  return {
    kind: doc.kind,
    number: doc.number,
    date: doc.createdAt,
    payUntil: doc.paymentDueAt ?? doc.validUntil,
    seller: requisites ? { name: requisites.legalName, inn: requisites.inn, kpp: requisites.kpp ?? null, address: requisites.address } : { name: site.name, inn: null, kpp: null, address: null },
    requisites,
    buyer: entity ? { name: entity.name, inn: entity.inn, kpp: entity.kpp, address: entity.address } : { name: row.company.name, inn: null, kpp: null, address: null },
    basis: orderNameText(siteLocale(site), siteLocale(site), row.order),
    lines: await loadDocumentLines(site.id, doc),
    total: doc.total,
    vatTotal: row.vatTotal,
    bonusSpent: doc.kind === "invoice" ? row.order.bonusSpent : 0,
  };
}
