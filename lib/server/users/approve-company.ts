import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { findCompanyByInn } from "../auth/find-company-by-inn";
import { getDb } from "../db/client";
import { companies, companyManagers, managers, priceTypes } from "../db/schema";
import { AppError } from "../http/app-error";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";

// The seller console's texts, in the operator's language (ADR 0032).
const t = translator(operatorLocale, "sellerConsole.users");

export type TApproveCompanyInput = {
  /** The company by its INN, or by its id (an individual's account has no INN). */
  inn?: string;
  companyId?: number;
  /** A price type of the site by its code or its name; absent: the company keeps its own. */
  priceType?: string;
  /** A manager of the site by name or e-mail; becomes the company's only manager. */
  manager?: string;
};

export type TApprovedCompany = { id: number; name: string; wasApproved: boolean; approvedAt: Date; priceType: string | null; manager: string | null };

/**
 * The seller approves a buyer company: marks it approved (once; approving again keeps the first date)
 * and, when given, sets the price type its buyers see and the manager who looks after it.
 */
export async function approveCompany(siteId: number, input: TApproveCompanyInput): Promise<TApprovedCompany> {
  const db = getDb();
  const company = await findCompany(siteId, input);
  const priceType = input.priceType === undefined ? undefined : await findPriceType(siteId, input.priceType);
  const manager = input.manager === undefined ? undefined : await findManager(siteId, input.manager);

  return db.transaction(async (tx) => {
    const [before] = await tx.select({ approvedAt: companies.approvedAt }).from(companies).where(and(eq(companies.siteId, siteId), eq(companies.id, company.id)));
    const approvedAt = before.approvedAt ?? new Date();
    await tx
      .update(companies)
      .set({ approvedAt, ...(priceType ? { priceTypeId: priceType.id } : {}) })
      .where(and(eq(companies.siteId, siteId), eq(companies.id, company.id)));
    if (manager) {
      await tx.delete(companyManagers).where(and(eq(companyManagers.siteId, siteId), eq(companyManagers.companyId, company.id)));
      await tx.insert(companyManagers).values({ siteId, companyId: company.id, managerId: manager.id });
    }
    const [after] = await tx
      .select({ priceType: priceTypes.name })
      .from(companies)
      .leftJoin(priceTypes, and(eq(priceTypes.id, companies.priceTypeId), eq(priceTypes.siteId, companies.siteId)))
      .where(and(eq(companies.siteId, siteId), eq(companies.id, company.id)));
    return { id: company.id, name: company.name, wasApproved: before.approvedAt !== null, approvedAt, priceType: after.priceType, manager: manager?.name ?? null };
  });
}

async function findCompany(siteId: number, { inn, companyId }: TApproveCompanyInput): Promise<{ id: number; name: string }> {
  if (inn) {
    const found = await findCompanyByInn({ site: { id: siteId } }, inn);
    if (!found) throw new AppError("NOT_FOUND", t("companyInnNotFound", { inn }));
    return found;
  }
  if (companyId === undefined) throw new AppError("BAD_REQUEST", t("companyRequired"));
  const [found] = await getDb().select({ id: companies.id, name: companies.name }).from(companies).where(and(eq(companies.siteId, siteId), eq(companies.id, companyId)));
  if (!found) throw new AppError("NOT_FOUND", t("companyIdNotFound", { id: companyId }));
  return found;
}

async function findPriceType(siteId: number, ref: string): Promise<{ id: number; name: string }> {
  const wanted = ref.trim().toLowerCase();
  const types = await getDb().select({ id: priceTypes.id, name: priceTypes.name, code: priceTypes.code }).from(priceTypes).where(eq(priceTypes.siteId, siteId));
  const found = types.find((t) => t.code.toLowerCase() === wanted) ?? types.find((t) => t.name.toLowerCase() === wanted);
  if (found) return found;
  const known = types.map((t) => `${t.code} («${t.name}»)`).join(", ");
  throw new AppError("NOT_FOUND", known ? t("priceTypeNotFound", { ref, known }) : t("noPriceTypes", { ref }));
}

async function findManager(siteId: number, ref: string): Promise<{ id: number; name: string }> {
  const wanted = ref.trim().toLowerCase();
  const found = await getDb()
    .select({ id: managers.id, name: managers.name })
    .from(managers)
    .where(and(eq(managers.siteId, siteId), sql`(lower(${managers.email}) = ${wanted} or lower(${managers.name}) = ${wanted})`));
  if (found.length === 1) return found[0];
  if (found.length > 1) throw new AppError("CONFLICT", t("managerAmbiguous", { ref }));
  throw new AppError("NOT_FOUND", t("managerNotFound", { ref }));
}
