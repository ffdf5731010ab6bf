import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { TCurrentUser } from "@/lib/contracts/user";
import { getDb } from "../db/client";
import { closedInfoMessages, infoMessages, regions } from "../db/schema";
import { avatarUrl } from "./avatar-url";
import { phoneE164, publicIdentityOf } from "./format-user";
import { activeMembership, listMemberships } from "./list-memberships";
import type { TUserContext } from "./user-context";

/** GET /api/v1/user/current-user: who is signed in, the active company and the messages still to show. */
export async function getCurrentUser({ site, auth }: Omit<TUserContext, "locale">): Promise<TCurrentUser> {
  const { user } = auth;
  const db = getDb();
  const [memberships, regionRows, messages] = await Promise.all([
    listMemberships({ site }, user.id),
    user.regionId
      ? db.select({ id: regions.id, name: regions.name }).from(regions).where(and(eq(regions.siteId, site.id), eq(regions.id, user.regionId)))
      : Promise.resolve([]),
    db
      .select({ id: infoMessages.id, text: infoMessages.text, createdAt: infoMessages.createdAt })
      .from(infoMessages)
      .leftJoin(
        closedInfoMessages,
        and(eq(closedInfoMessages.siteId, infoMessages.siteId), eq(closedInfoMessages.messageId, infoMessages.id), eq(closedInfoMessages.userId, user.id)),
      )
      .where(and(eq(infoMessages.siteId, site.id), eq(infoMessages.isActive, true), isNull(closedInfoMessages.messageId)))
      .orderBy(desc(infoMessages.createdAt), desc(infoMessages.id)),
  ]);
  const active = activeMembership(memberships, user.activeCompanyId);
  const region = regionRows[0] ?? null;
  const hasMultiCompany = memberships.length > 1;
  return {
    id: user.id,
    uuid: user.uuid,
    publicIdentity: publicIdentityOf(user),
    phone: phoneE164(user.phone),
    email: user.email,
    lastName: user.lastName,
    firstName: user.firstName,
    middleName: user.middleName,
    Group: user.position,
    region,
    regionId: region?.id ?? null,
    companyId: active?.companyId ?? null,
    companyName: active?.name ?? null,
    role: active?.role ?? null,
    hasMultiCompany,
    multipleCompanies: hasMultiCompany,
    isIndividual: active ? active.isIndividual : user.isIndividual,
    avatar: avatarUrl(user.avatarPath),
    informationMessages: messages.map((m) => ({ id: m.id, text: m.text, createdAt: m.createdAt.toISOString() })),
  };
}
