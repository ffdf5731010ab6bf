import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { TAuthSuccess, TSigninByInvitationRequest } from "@/lib/contracts/auth";
import { getDb, type TTx } from "../db/client";
import { companies, companyMembers, invitations, regions, users } from "../db/schema";
import { AppError } from "../http/app-error";
import { assertUnderRateLimit, countRateEvent, FAILURE_LIMIT } from "../http/rate-limit";
import type { TAuthContext } from "./auth-context";
import { invitationSalt } from "./create-invitation";
import { findUserByIdentifier } from "./identifier";
import { issueAuthToken } from "./issue-auth-token";
import { hashCode, safeEqualHex } from "./tokens";
import { translator } from "@/lib/server/i18n/translator";

type TInvitationRow = typeof invitations.$inferSelect;

async function defaultRegionId(tx: TTx, siteId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.siteId, siteId), eq(regions.isDefault, true)))
    .limit(1);
  return row?.id ?? null;
}

/** The invited person's account on this site: the existing one with that e-mail (or phone), or a new one without a password. */
async function userForInvitation(tx: TTx, siteId: number, row: TInvitationRow): Promise<{ id: number; uuid: string }> {
  const existing =
    (row.email ? await findUserByIdentifier(siteId, { kind: "email", value: row.email }, tx) : null) ??
    (row.phone ? await findUserByIdentifier(siteId, { kind: "phone", value: row.phone }, tx) : null);
  if (existing) return existing;
  const [created] = await tx
    .insert(users)
    .values({ siteId, email: row.email, phone: row.phone, regionId: await defaultRegionId(tx, siteId) })
    .returning({ id: users.id, uuid: users.uuid });
  return created;
}

/**
 * POST /api/v2/user/signin-by-invitation: the invitation id from the link plus its code. Creates the
 * person if needed (or takes the existing account with that e-mail), adds them to the company with the
 * invited role, makes it active and signs in. Single-use: a second try answers 'Приглашение уже использовано'.
 */
export async function signInByInvitation(ctx: TAuthContext, input: TSigninByInvitationRequest): Promise<TAuthSuccess> {
  const { site, locale } = ctx;
  const ipBucket = `invitation:ip:${ctx.ip}`;
  await assertUnderRateLimit(site.id, [ipBucket], FAILURE_LIMIT, locale);
  const [row] = await getDb()
    .select()
    .from(invitations)
    .where(and(eq(invitations.siteId, site.id), eq(invitations.invitation, input.invitation)))
    .limit(1);
  if (!row) {
    await countRateEvent(site.id, ipBucket, FAILURE_LIMIT);
    throw new AppError("NOT_FOUND", translator(locale, "auth")("invitationNotFound"));
  }
  if (row.usedAt) throw new AppError("BAD_REQUEST", translator(locale, "auth")("invitationUsed"));
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError("BAD_REQUEST", translator(locale, "auth")("invitationExpired"));
  const codeBucket = `invitation:${row.id}`;
  await assertUnderRateLimit(site.id, [codeBucket], FAILURE_LIMIT, locale);
  if (!/^\d{6}$/.test(input.code) || !safeEqualHex(hashCode(input.code, invitationSalt(site.id, row.invitation)), row.codeHash)) {
    await countRateEvent(site.id, ipBucket, FAILURE_LIMIT);
    await countRateEvent(site.id, codeBucket, FAILURE_LIMIT);
    const text = translator(locale, "auth")("invitationCodeWrong");
    throw new AppError("BAD_REQUEST", text, { errors: { code: [text] } });
  }
  return getDb().transaction(async (tx) => {
    const user = await userForInvitation(tx, site.id, row);
    // The conditional update is the single-use guarantee when two requests race.
    const claimed = await tx
      .update(invitations)
      .set({ usedAt: new Date(), usedById: user.id })
      .where(and(eq(invitations.siteId, site.id), eq(invitations.id, row.id), isNull(invitations.usedAt)))
      .returning({ id: invitations.id });
    if (claimed.length === 0) throw new AppError("BAD_REQUEST", translator(locale, "auth")("invitationUsed"));
    const role = row.role === "Administrator" || row.role === "Manager" ? row.role : "buyer";
    await tx.insert(companyMembers).values({ siteId: site.id, companyId: row.companyId, userId: user.id, role }).onConflictDoNothing();
    await tx.update(users).set({ activeCompanyId: row.companyId, updatedAt: new Date() }).where(and(eq(users.siteId, site.id), eq(users.id, user.id)));
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(and(eq(companies.siteId, site.id), eq(companies.id, row.companyId)));
    return issueAuthToken({ site, tx }, { user, rememberMe: input.rememberMe, message: translator(locale, "auth")("invitationSignedIn", { company: company?.name ?? "" }) });
  });
}
