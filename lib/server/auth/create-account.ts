import "server-only";
import { and, eq } from "drizzle-orm";
import type { TTx } from "../db/client";
import { companies, companyMembers, legalEntities, users } from "../db/schema";
import type { TSite } from "../sites/resolve-site";
import { personName, type TSignUpPayload } from "./sign-up-payload";

export type TNewCompany = { name: string; isIndividual: boolean; inn: string | null };

/**
 * Creates the signed-up person, their company (an individual's own account, or a legal entity with its
 * INN) and their Administrator membership, and makes the company active. Runs inside the caller's
 * transaction.
 */
export async function createAccount(
  { site, tx }: { site: Pick<TSite, "id">; tx: TTx },
  { payload, company }: { payload: TSignUpPayload; company: TNewCompany },
): Promise<{ id: number; uuid: string; companyId: number }> {
  const [user] = await tx
    .insert(users)
    .values({
      siteId: site.id,
      email: payload.email,
      phone: payload.phone,
      passwordHash: payload.passwordHash,
      lastName: payload.lastName,
      firstName: payload.firstName ?? (payload.lastName ? null : payload.name),
      middleName: payload.middleName,
      city: payload.city,
      position: payload.position,
      regionId: payload.regionId,
      isIndividual: company.isIndividual,
      emailAgreedForMarketing: payload.emailAgreedForMarketing,
    })
    .returning({ id: users.id, uuid: users.uuid });
  const [created] = await tx
    .insert(companies)
    .values({ siteId: site.id, name: company.name || personName(payload) || payload.email, isIndividual: company.isIndividual })
    .returning({ id: companies.id });
  if (company.inn) await tx.insert(legalEntities).values({ siteId: site.id, companyId: created.id, name: company.name, inn: company.inn });
  await tx.insert(companyMembers).values({ siteId: site.id, companyId: created.id, userId: user.id, role: "Administrator" });
  await tx.update(users).set({ activeCompanyId: created.id }).where(and(eq(users.siteId, site.id), eq(users.id, user.id)));
  return { ...user, companyId: created.id };
}
