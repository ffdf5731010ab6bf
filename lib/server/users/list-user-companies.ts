import "server-only";
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { TCompanyListItem, TCompanyListQuery, TCompanyListResponse } from "@/lib/contracts/user";
import { getDb } from "../db/client";
import { companies, companyMembers, legalEntities, priceTypes } from "../db/schema";
import { activeMembership, listMemberships } from "./list-memberships";
import { kopecksToDecimal } from "@/lib/shared/money";
import type { TUserContext } from "./user-context";

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** GET /api/v1/user/company-list: the user's companies, paged, filtered by name, with the fields asked for. */
export async function listUserCompanies({ site, auth }: Omit<TUserContext, "locale">, query: TCompanyListQuery): Promise<TCompanyListResponse> {
  const db = getDb();
  const where: SQL[] = [eq(companyMembers.siteId, site.id), eq(companyMembers.userId, auth.user.id)];
  if (query.name) {
    // Case- and ё-insensitive substring match, the way the company chooser filters as you type.
    const pattern = `%${escapeLike(query.name.toLowerCase().replace(/ё/g, "е"))}%`;
    where.push(sql`translate(lower(${companies.name}), 'ё', 'е') like ${pattern}`);
  }
  const from = () =>
    db
      .select({
        id: companies.id,
        name: companies.name,
        isIndividual: companies.isIndividual,
        role: companyMembers.role,
        priceType: priceTypes.name,
        balance: companies.balance,
        bonus: companies.bonus,
        creditSum: companies.creditSum,
        inn: sql<string | null>`(select ${legalEntities.inn} from ${legalEntities} where ${legalEntities.siteId} = ${companies.siteId} and ${legalEntities.companyId} = ${companies.id} order by ${legalEntities.id} limit 1)`,
      })
      .from(companyMembers)
      .innerJoin(companies, and(eq(companies.id, companyMembers.companyId), eq(companies.siteId, companyMembers.siteId)))
      .leftJoin(priceTypes, and(eq(priceTypes.id, companies.priceTypeId), eq(priceTypes.siteId, companies.siteId)));
  const [rows, [{ total }], memberships] = await Promise.all([
    from()
      .where(and(...where))
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ total: count() })
      .from(companyMembers)
      .innerJoin(companies, and(eq(companies.id, companyMembers.companyId), eq(companies.siteId, companyMembers.siteId)))
      .where(and(...where)),
    query.fields.includes("isActive") ? listMemberships({ site }, auth.user.id) : Promise.resolve([]),
  ]);
  const activeId = activeMembership(memberships, auth.user.activeCompanyId)?.companyId;
  const fields = new Set(query.fields);
  const items = rows.map((row) => {
    const item: TCompanyListItem = { id: row.id, name: row.name };
    if (fields.has("isIndividual")) item.isIndividual = row.isIndividual;
    if (fields.has("isActive")) item.isActive = row.id === activeId;
    if (fields.has("role")) item.role = row.role;
    if (fields.has("inn")) item.inn = row.inn;
    if (fields.has("priceType")) item.priceType = row.priceType;
    if (fields.has("balance")) item.balance = kopecksToDecimal(row.balance);
    if (fields.has("bonus")) item.bonus = kopecksToDecimal(row.bonus);
    if (fields.has("creditSum")) item.creditSum = kopecksToDecimal(row.creditSum);
    return item;
  });
  return {
    items,
    meta: { currentPage: query.page, pageCount: Math.ceil(total / query.perPage), totalCount: total, perPage: query.perPage },
  };
}
