import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { TCompanyInfo } from "@/lib/contracts/user";
import { getDb } from "../db/client";
import { companies, companyManagers, legalEntities, managers, priceTypes } from "../db/schema";
import { listDeliveryAddresses } from "../company/list-delivery-addresses";
import { AppError } from "../http/app-error";
import { phoneE164 } from "./format-user";
import { managerPhotoUrl } from "./manager-photo";
import { kopecksToDecimal } from "@/lib/shared/money";
import { activeMembership, listMemberships } from "./list-memberships";
import type { TUserContext } from "./user-context";
import { translator } from "@/lib/server/i18n/translator";

/** GET /api/v1/user/company: the active company's terms, debts, legal entities, managers and addresses. */
export async function getActiveCompany({ site, auth, locale }: TUserContext): Promise<TCompanyInfo> {
  const membership = activeMembership(await listMemberships({ site }, auth.user.id), auth.user.activeCompanyId);
  if (!membership) throw new AppError("NOT_FOUND", translator(locale, "user.errors")("companyNotFound"));
  const companyId = membership.companyId;
  const db = getDb();
  const [[company], entities, managerRows, addresses] = await Promise.all([
    db
      .select({ company: companies, priceType: { id: priceTypes.id, code: priceTypes.code, name: priceTypes.name } })
      .from(companies)
      .leftJoin(priceTypes, and(eq(priceTypes.id, companies.priceTypeId), eq(priceTypes.siteId, companies.siteId)))
      .where(and(eq(companies.siteId, site.id), eq(companies.id, companyId))),
    db
      .select({ id: legalEntities.id, inn: legalEntities.inn, kpp: legalEntities.kpp, ogrn: legalEntities.ogrn, name: legalEntities.name, address: legalEntities.address })
      .from(legalEntities)
      .where(and(eq(legalEntities.siteId, site.id), eq(legalEntities.companyId, companyId)))
      .orderBy(asc(legalEntities.id)),
    db
      .select({ id: managers.id, name: managers.name, position: managers.position, email: managers.email, phone: managers.phone, photoPath: managers.photoPath })
      .from(companyManagers)
      .innerJoin(managers, and(eq(managers.id, companyManagers.managerId), eq(managers.siteId, companyManagers.siteId)))
      .where(and(eq(companyManagers.siteId, site.id), eq(companyManagers.companyId, companyId)))
      .orderBy(asc(managers.id)),
    listDeliveryAddresses({ siteId: site.id, companyId }),
  ]);
  if (!company) throw new AppError("NOT_FOUND", translator(locale, "user.errors")("companyNotFound"));
  const c = company.company;
  return {
    id: c.id,
    name: c.name,
    isIndividual: c.isIndividual,
    role: membership.role,
    priceType: company.priceType,
    creditSum: kopecksToDecimal(c.creditSum),
    receivables: kopecksToDecimal(c.receivables),
    overdueReceivables: kopecksToDecimal(c.overdueReceivables),
    overdueDuration: c.overdueDuration,
    deferralDays: c.deferralDays,
    balance: kopecksToDecimal(c.balance),
    bonus: kopecksToDecimal(c.bonus),
    legalEntities: entities,
    managers: managerRows.map(({ photoPath, ...m }) => ({ ...m, phone: phoneE164(m.phone), photo: managerPhotoUrl(photoPath) })),
    deliveryAddresses: addresses,
  };
}
