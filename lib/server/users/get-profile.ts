import "server-only";
import { and, eq } from "drizzle-orm";
import type { TProfile } from "@/lib/contracts/user";
import type { TUserRow } from "../auth/authenticate";
import { getDb } from "../db/client";
import { regions } from "../db/schema";
import type { TSite } from "../sites/resolve-site";
import { avatarUrl } from "./avatar-url";
import { phoneE164 } from "./format-user";
import type { TUserContext } from "./user-context";

export async function profileOf({ site }: { site: Pick<TSite, "id"> }, user: TUserRow): Promise<TProfile> {
  const [region] = user.regionId
    ? await getDb().select({ id: regions.id, name: regions.name }).from(regions).where(and(eq(regions.siteId, site.id), eq(regions.id, user.regionId)))
    : [];
  return {
    lastName: user.lastName,
    firstName: user.firstName,
    middleName: user.middleName,
    gender: user.gender === "female" || user.gender === "male" ? user.gender : null,
    region: region ?? null,
    regionId: region?.id ?? null,
    city: user.city,
    email: user.email,
    phone: phoneE164(user.phone),
    emailAgreedForMarketing: user.emailAgreedForMarketing,
    avatar: avatarUrl(user.avatarPath),
    hasPassword: Boolean(user.passwordHash),
  };
}

/** GET /api/v1/profile: the user's own details for the profile form. */
export async function getProfile({ site, auth }: Omit<TUserContext, "locale">): Promise<TProfile> {
  return profileOf({ site }, auth.user);
}
