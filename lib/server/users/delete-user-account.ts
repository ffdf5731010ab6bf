import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { TSuccess } from "@/lib/contracts/user";
import { revokeSessions } from "../auth/create-session";
import { getDb } from "../db/client";
import { companyMembers, cookieConsents, externalIdentities, notificationSettings, paymentBindings, users } from "../db/schema";
import { logger } from "../log";
import { getFileStorage } from "../storage/file-storage";
import type { TUserContext } from "./user-context";

/**
 * DELETE /api/v2/user: the person is forgotten — every session revoked, name, contacts, password,
 * avatar, bank-identity links, cards and settings removed, memberships ended — while the row stays
 * (anonymous, is_deleted) so the company's orders and documents keep their author reference.
 */
export async function deleteUserAccount({ site, auth }: Omit<TUserContext, "locale">): Promise<TSuccess> {
  const { user } = auth;
  await getDb().transaction(async (tx) => {
    await revokeSessions({ site, tx }, { userId: user.id });
    await tx
      .update(users)
      .set({
        email: null,
        phone: null,
        passwordHash: null,
        lastName: null,
        firstName: null,
        middleName: null,
        gender: null,
        city: null,
        position: null,
        regionId: null,
        avatarPath: null,
        activeCompanyId: null,
        emailAgreedForMarketing: false,
        isDeleted: true,
        updatedAt: new Date(),
      })
      .where(and(eq(users.siteId, site.id), eq(users.id, user.id)));
    await tx.delete(companyMembers).where(and(eq(companyMembers.siteId, site.id), eq(companyMembers.userId, user.id)));
    await tx.delete(externalIdentities).where(and(eq(externalIdentities.siteId, site.id), eq(externalIdentities.userId, user.id)));
    await tx.delete(notificationSettings).where(and(eq(notificationSettings.siteId, site.id), eq(notificationSettings.userId, user.id)));
    await tx.delete(cookieConsents).where(and(eq(cookieConsents.siteId, site.id), eq(cookieConsents.visitor, `user:${user.uuid}`)));
    await tx
      .update(paymentBindings)
      .set({ unboundAt: new Date() })
      .where(and(eq(paymentBindings.siteId, site.id), eq(paymentBindings.userId, user.id), isNull(paymentBindings.unboundAt)));
  });
  if (user.avatarPath) await getFileStorage().remove(user.avatarPath).catch((err: unknown) => logger.warn({ err }, "avatar of a deleted user not removed"));
  logger.info({ siteId: site.id, userId: user.id }, "user account deleted");
  return { success: true };
}
