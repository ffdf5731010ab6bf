import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { TCompanyMembers } from "@/lib/contracts/company";
import { getDb } from "../db/client";
import { companyMembers, users } from "../db/schema";
import { phoneE164, publicIdentityOf } from "../users/format-user";
import type { TUserContext } from "../users/user-context";
import { requireCompanyMember } from "./require-company-member";

/** GET /api/v1/company/members: the active company's people and roles, oldest membership first. */
export async function listCompanyMembers(ctx: TUserContext): Promise<TCompanyMembers> {
  const { companyId, role } = await requireCompanyMember(ctx);
  const rows = await getDb()
    .select({ id: users.id, lastName: users.lastName, firstName: users.firstName, email: users.email, phone: users.phone, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(users, and(eq(users.id, companyMembers.userId), eq(users.siteId, companyMembers.siteId)))
    .where(and(eq(companyMembers.siteId, ctx.site.id), eq(companyMembers.companyId, companyId), eq(users.isDeleted, false)))
    .orderBy(asc(companyMembers.id));
  return {
    items: rows.map((row) => ({ id: row.id, name: publicIdentityOf(row), email: row.email, phone: phoneE164(row.phone), role: row.role, isMe: row.id === ctx.auth.user.id })),
    canInvite: role === "Administrator",
  };
}
