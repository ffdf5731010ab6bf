import "server-only";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type TTx } from "../db/client";
import { verificationCodes } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TAuthContext } from "./auth-context";
import { CODE_MAX_ATTEMPTS, codeSalt, type TCodePurpose } from "./issue-code";
import { hashCode, safeEqualHex } from "./tokens";
import { translator } from "@/lib/server/i18n/translator";

export type TVerificationRow = typeof verificationCodes.$inferSelect;

function codeError(message: string): AppError {
  return new AppError("BAD_REQUEST", message, { errors: { code: [message] } });
}

/**
 * Checks a code against the latest unused one of this purpose sent to any of the recipients. A wrong
 * code uses up an attempt (kept even though the request fails); after five the code no longer works.
 * Returns the row; the caller marks it used with markCodeUsed() in its own transaction.
 */
export async function checkCode(
  ctx: TAuthContext,
  { purpose, recipients, code }: { purpose: TCodePurpose; recipients: string[]; code: string },
): Promise<TVerificationRow> {
  const { site, locale } = ctx;
  const db = getDb();
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.siteId, site.id), eq(verificationCodes.purpose, purpose), inArray(verificationCodes.recipient, recipients), isNull(verificationCodes.usedAt)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!row) throw codeError(translator(locale, "auth")("codeNotRequested"));
  if (row.attempts >= CODE_MAX_ATTEMPTS) throw codeError(translator(locale, "auth")("codeBurned"));
  if (row.expiresAt.getTime() <= Date.now()) throw codeError(translator(locale, "auth")("codeExpired"));
  const given = /^\d{6}$/.test(code) ? hashCode(code, codeSalt(site.id, purpose, row.recipient)) : "";
  if (given && safeEqualHex(given, row.codeHash)) return row;
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.siteId, site.id), eq(verificationCodes.id, row.id)))
    .returning({ attempts: verificationCodes.attempts });
  const left = CODE_MAX_ATTEMPTS - (counted?.attempts ?? CODE_MAX_ATTEMPTS);
  throw codeError(left > 0 ? translator(locale, "auth")("codeWrong", { left }) : translator(locale, "auth")("codeBurned"));
}

/** Marks a checked code used; false when a parallel request used it first. */
export async function markCodeUsed(tx: TTx, siteId: number, codeId: number): Promise<boolean> {
  const used = await tx
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationCodes.siteId, siteId), eq(verificationCodes.id, codeId), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return used.length > 0;
}
