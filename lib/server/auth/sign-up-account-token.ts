import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { TTx } from "../db/client";
import { getDb } from "../db/client";
import { verificationCodes } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TAuthContext } from "./auth-context";
import { readSignUpPayload, type TSignUpPayload } from "./sign-up-payload";
import { generateToken, hashToken } from "./tokens";
import { translator } from "@/lib/server/i18n/translator";

/** The step-3 token lives in verification_codes too (hashed), with the payload of step 1. */
export const ACCOUNT_TOKEN_PURPOSE = "sign-up-account";
export const ACCOUNT_TOKEN_TTL_MS = 60 * 60_000;

export async function issueAccountToken({ site, tx }: { site: { id: number }; tx: TTx }, { recipient, payload }: { recipient: string; payload: TSignUpPayload }): Promise<string> {
  const token = generateToken();
  await tx.insert(verificationCodes).values({
    siteId: site.id,
    purpose: ACCOUNT_TOKEN_PURPOSE,
    recipient,
    codeHash: hashToken(token),
    payload,
    expiresAt: new Date(Date.now() + ACCOUNT_TOKEN_TTL_MS),
  });
  return token;
}

function tokenError(text: string): AppError {
  return new AppError("BAD_REQUEST", text, { errors: { token: [text] } });
}

/** The live step-3 token's row and payload; 400 on the token field when unknown, used or expired. */
export async function readAccountToken(ctx: TAuthContext, token: string): Promise<{ id: number; payload: TSignUpPayload }> {
  const [row] = await getDb()
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.siteId, ctx.site.id), eq(verificationCodes.purpose, ACCOUNT_TOKEN_PURPOSE), eq(verificationCodes.codeHash, hashToken(token))))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  const payload = row ? readSignUpPayload(row.payload) : null;
  if (!row || !payload || row.usedAt) throw tokenError(translator(ctx.locale, "auth")("signUpTokenInvalid"));
  if (row.expiresAt.getTime() <= Date.now()) throw tokenError(translator(ctx.locale, "auth")("signUpTokenExpired"));
  return { id: row.id, payload };
}
