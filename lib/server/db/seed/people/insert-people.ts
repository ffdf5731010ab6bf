import "server-only";
import type { TTx } from "../../client";
import { companies, companyManagers, companyMembers, deliveryAddresses, legalEntities, managers, paymentBindings, users } from "../../schema";
import { storeManagerPhoto } from "../../../users/manager-photo";
import type { TRng } from "../prng";
import { drawDemoManagerPhoto } from "./demo-manager-photo";
import type { TPeopleSeed } from "./types";

type TPeopleIds = {
  users: number;
  companies: number;
  company_members: number;
  legal_entities: number;
  managers: number;
  company_managers: number;
  delivery_addresses: number;
};

export type TPeopleContext = {
  siteId: number;
  regionByName: Map<string, number>;
  priceTypeByCode: Map<string, { id: number }>;
  passwordHash: string;
  createdAt: Date;
  rng: TRng;
};

/** A version-4-shaped UUID from the seeded stream (the column's default would be random). */
function makeUuid(rng: TRng): string {
  const bytes = Array.from({ length: 16 }, () => rng.int(0, 255));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Managers, companies with their requisites and addresses, users, their memberships and saved cards of one site. */
export async function insertPeople(tx: TTx, people: TPeopleSeed, ctx: TPeopleContext, ids: TPeopleIds): Promise<{ users: number; companies: number }> {
  const { siteId, createdAt } = ctx;
  const managerIdByKey = new Map<string, number>();
  if (people.managers.length) {
    const photoPaths = await Promise.all(people.managers.map(async (m) => (m.photoGround ? storeManagerPhoto(siteId, await drawDemoManagerPhoto(m.photoGround)) : null)));
    const rows = people.managers.map((m, i) => ({ id: ids.managers++, siteId, name: m.name, position: m.position, email: m.email, phone: m.phone, photoPath: photoPaths[i] }));
    await tx.insert(managers).values(rows);
    people.managers.forEach((m, i) => managerIdByKey.set(m.key, rows[i].id));
  }

  const companyIdByKey = new Map<string, number>();
  const companyRows = people.companies.map((c) => {
    const priceType = ctx.priceTypeByCode.get(c.priceTypeCode);
    if (!priceType) throw new Error(`Компания ${c.name}: нет типа цен «${c.priceTypeCode}»`);
    const id = ids.companies++;
    companyIdByKey.set(c.key, id);
    return {
      id,
      siteId,
      name: c.name,
      isIndividual: c.isIndividual,
      priceTypeId: priceType.id,
      creditSum: c.creditSum,
      receivables: c.receivables,
      overdueReceivables: c.overdueReceivables,
      overdueDuration: c.overdueDuration,
      deferralDays: c.deferralDays,
      balance: c.balance,
      bonus: c.bonus,
      // The demo's buyers trade already: the seller approved them (a storefront sign-up stays new).
      approvedAt: createdAt,
      createdAt,
    };
  });
  if (companyRows.length) await tx.insert(companies).values(companyRows);
  const companyId = (key: string) => {
    const id = companyIdByKey.get(key);
    if (id === undefined) throw new Error(`Нет компании «${key}» в демо-данных`);
    return id;
  };

  const entityRows = people.companies.flatMap((c) => c.legalEntities.map((e) => ({ id: ids.legal_entities++, siteId, companyId: companyId(c.key), ...e })));
  if (entityRows.length) await tx.insert(legalEntities).values(entityRows);
  const links = people.companies.flatMap((c) =>
    c.managerKeys.map((key) => {
      const managerId = managerIdByKey.get(key);
      if (managerId === undefined) throw new Error(`Нет менеджера «${key}» в демо-данных`);
      return { id: ids.company_managers++, siteId, companyId: companyId(c.key), managerId };
    }),
  );
  if (links.length) await tx.insert(companyManagers).values(links);
  const addressRows = people.companies.flatMap((c) => c.deliveryAddresses.map((a) => ({ id: ids.delivery_addresses++, siteId, companyId: companyId(c.key), ...a, createdAt })));
  if (addressRows.length) await tx.insert(deliveryAddresses).values(addressRows);

  const userRows = people.users.map((u) => ({
    id: ids.users++,
    siteId,
    uuid: makeUuid(ctx.rng),
    email: u.email.toLowerCase(),
    phone: u.phone,
    passwordHash: ctx.passwordHash,
    lastName: u.lastName,
    firstName: u.firstName,
    middleName: u.middleName,
    gender: u.gender,
    city: u.city,
    position: u.position,
    regionId: ctx.regionByName.get(u.region) ?? null,
    isIndividual: u.isIndividual,
    emailAgreedForMarketing: u.emailAgreedForMarketing,
    activeCompanyId: u.activeCompany ? companyId(u.activeCompany) : null,
    createdAt,
    updatedAt: createdAt,
  }));
  if (userRows.length) await tx.insert(users).values(userRows);
  const memberRows = people.users.flatMap((u, i) =>
    u.memberships.map((m) => ({ id: ids.company_members++, siteId, companyId: companyId(m.company), userId: userRows[i].id, role: m.role })),
  );
  if (memberRows.length) await tx.insert(companyMembers).values(memberRows);
  const cardRows = people.users.flatMap((u, i) => (u.savedCards ?? []).map((card) => ({ siteId, userId: userRows[i].id, ...card, createdAt })));
  if (cardRows.length) await tx.insert(paymentBindings).values(cardRows);
  return { users: userRows.length, companies: companyRows.length };
}
