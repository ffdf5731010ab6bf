import "server-only";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { TProfile, TProfileUpdateRequest } from "@/lib/contracts/user";
import { newPasswordProblem } from "../auth/check-new-password";
import { FieldErrors } from "../auth/field-errors";
import { hashPassword, verifyPassword } from "../auth/hash-password";
import { getDb } from "../db/client";
import { regions, sessions, users } from "../db/schema";
import { FAILURE_LIMIT, assertUnderRateLimit, countRateEvent } from "../http/rate-limit";
import { profileOf } from "./get-profile";
import type { TUserContext } from "./user-context";
import { translator } from "@/lib/server/i18n/translator";

type TUserChanges = Partial<typeof users.$inferInsert>;

/**
 * POST /api/v1/profile/update: changes the fields sent (absent = unchanged, empty = cleared). A new
 * password needs the current one (when the account has one), the spec's rules and an equal repeat; it
 * signs out every other session. Any problem → 400 with field errors and nothing changed.
 */
export async function updateProfile({ site, auth, locale }: TUserContext, input: TProfileUpdateRequest): Promise<TProfile> {
  const { user } = auth;
  const errors = new FieldErrors();
  const changes: TUserChanges = {};

  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.middleName !== undefined) changes.middleName = input.middleName;
  if (input.gender !== undefined) changes.gender = input.gender;
  if (input.city !== undefined) changes.city = input.city;
  if (input.emailAgreedForMarketing !== undefined) changes.emailAgreedForMarketing = input.emailAgreedForMarketing;

  if (input.region !== undefined) {
    if (input.region === null) changes.regionId = null;
    else {
      const [region] = await getDb().select({ id: regions.id }).from(regions).where(and(eq(regions.siteId, site.id), eq(regions.id, input.region)));
      if (region) changes.regionId = region.id;
      else errors.add("region", translator(locale, "user.errors")("regionNotFound"));
    }
  }

  const newPassword = input.newPassword ?? "";
  const failureBucket = `profile-password:${user.id}`;
  if (newPassword) {
    const problem = newPasswordProblem(locale, newPassword);
    if (problem) errors.add("newPassword", problem);
    if (!input.repeatNewPassword) errors.add("repeatNewPassword", translator(locale, "user.errors")("repeatPasswordRequired"));
    else if (input.repeatNewPassword !== newPassword) errors.add("repeatNewPassword", translator(locale, "user.errors")("passwordsDiffer"));
    if (user.passwordHash) {
      // Guessing the current password through this form is limited like sign-in failures.
      await assertUnderRateLimit(site.id, [failureBucket], FAILURE_LIMIT, locale);
      if (!input.currentPassword) errors.add("currentPassword", translator(locale, "user.errors")("currentPasswordRequired"));
      else if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        await countRateEvent(site.id, failureBucket, FAILURE_LIMIT);
        errors.add("currentPassword", translator(locale, "user.errors")("currentPasswordWrong"));
      }
    }
  } else if (input.repeatNewPassword) {
    errors.add("newPassword", translator(locale, "user.errors")("newPasswordRequired"));
  }
  errors.throwIfAny(translator(locale, "user.errors")("checkFields"));

  if (newPassword) changes.passwordHash = await hashPassword(newPassword);
  const updated = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(users.siteId, site.id), eq(users.id, user.id)))
      .returning();
    if (newPassword) {
      // Whoever knew the old password is signed out everywhere except here.
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.siteId, site.id), eq(sessions.userId, user.id), ne(sessions.id, auth.sessionId), isNull(sessions.revokedAt)));
    }
    return row;
  });
  return profileOf({ site }, updated);
}
