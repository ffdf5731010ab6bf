import "server-only";
import { and, eq } from "drizzle-orm";
import type { TSetCompanyResponse } from "@/lib/contracts/user";
import { getDb } from "../db/client";
import { users } from "../db/schema";
import { AppError } from "../http/app-error";
import { listMemberships } from "./list-memberships";
import type { TUserContext } from "./user-context";
import { translator } from "@/lib/server/i18n/translator";

/** POST /api/v1/user/set-company: switch the active company; only one the user belongs to (else 404). */
export async function setActiveCompany({ site, auth, locale }: TUserContext, { id }: { id: number }): Promise<TSetCompanyResponse> {
  const membership = (await listMemberships({ site }, auth.user.id)).find((m) => m.companyId === id);
  if (!membership) throw new AppError("NOT_FOUND", translator(locale, "user.errors")("companyNotFound"));
  await getDb()
    .update(users)
    .set({ activeCompanyId: id, updatedAt: new Date() })
    .where(and(eq(users.siteId, site.id), eq(users.id, auth.user.id)));
  return { company: { id: membership.companyId, name: membership.name } };
}
