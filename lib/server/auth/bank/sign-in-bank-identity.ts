import "server-only";
import { and, eq } from "drizzle-orm";
import type { TBankCompleteResponse } from "@/lib/contracts/bank-auth";
import { normalizePhone } from "@/lib/shared/phone";
import type { TBankIdClaims, TBankIdProvider } from "../../adapters/bank-id/types";
import { getDb, type TTx } from "../../db/client";
import { externalIdentities, users } from "../../db/schema";
import type { TAuthContext } from "../auth-context";
import { findUserByIdentifier, normalizeEmail } from "../identifier";
import { issueAuthToken } from "../issue-auth-token";
import { bankSignUpPrefill } from "./bank-sign-up-prefill";
import { translator } from "@/lib/server/i18n/translator";

async function findLinkedUser(tx: TTx, siteId: number, providerId: string, subject: string) {
  const [row] = await tx
    .select({ user: users })
    .from(externalIdentities)
    .innerJoin(users, and(eq(users.id, externalIdentities.userId), eq(users.siteId, externalIdentities.siteId)))
    .where(
      and(
        eq(externalIdentities.siteId, siteId),
        eq(externalIdentities.provider, providerId),
        eq(externalIdentities.subject, subject),
        eq(users.isDeleted, false),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

/**
 * An account of this site with a contact the bank vouches for: the e-mail first, then the phone.
 * Unverified contacts are ignored, or anyone could claim an account by typing its e-mail at a bank.
 */
async function findUserByVerifiedContact(tx: TTx, siteId: number, claims: TBankIdClaims) {
  const email = claims.isEmailVerified && claims.email ? normalizeEmail(claims.email) : null;
  if (email) {
    const user = await findUserByIdentifier(siteId, { kind: "email", value: email }, tx);
    if (user) return user;
  }
  const phone = claims.isPhoneVerified && claims.phone ? normalizePhone(claims.phone) : null;
  return phone ? findUserByIdentifier(siteId, { kind: "phone", value: phone }, tx) : null;
}

/**
 * The bank has vouched for `claims`: sign in the account linked to this identity; else link the
 * account with the same verified e-mail or phone and sign it in; else ask the buyer to sign up.
 */
export async function signInBankIdentity(
  ctx: TAuthContext,
  { provider, claims, rememberMe }: { provider: TBankIdProvider; claims: TBankIdClaims; rememberMe: boolean },
): Promise<TBankCompleteResponse> {
  const message = translator(ctx.locale, "bankAuth")("signedIn", { name: provider.name });
  return getDb().transaction(async (tx) => {
    const linked = await findLinkedUser(tx, ctx.site.id, provider.id, claims.subject);
    if (linked) return { ...(await issueAuthToken({ site: ctx.site, tx }, { user: linked, rememberMe, message })), rememberMe };
    const user = await findUserByVerifiedContact(tx, ctx.site.id, claims);
    if (!user) return { step: "signup" as const, message: translator(ctx.locale, "bankAuth")("signUpNeeded", { name: provider.name }), data: bankSignUpPrefill(claims) };
    // A link left behind by a deleted account is moved to the account found now.
    await tx
      .insert(externalIdentities)
      .values({ siteId: ctx.site.id, userId: user.id, provider: provider.id, subject: claims.subject })
      .onConflictDoUpdate({ target: [externalIdentities.siteId, externalIdentities.provider, externalIdentities.subject], set: { userId: user.id } });
    return { ...(await issueAuthToken({ site: ctx.site, tx }, { user, rememberMe, message })), rememberMe };
  });
}
