import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { formatPhone } from "@/lib/shared/phone";
import type { TTx } from "../db/client";
import { verificationCodes } from "../db/schema";
import { consumeRateLimit, type TRateLimit } from "../http/rate-limit";
import { enqueueMessage } from "../outbox/enqueue-message";
import type { TAuthContext } from "./auth-context";
import type { TIdentifier } from "./identifier";
import { generateCode, hashCode } from "./tokens";
import { translator } from "@/lib/server/i18n/translator";

export type TCodePurpose = "sign-up" | "sign-in" | "password-reset";

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
/** Codes sent to one recipient, and from one address, in 15 minutes. */
export const CODE_SEND_LIMIT: TRateLimit = { limit: 5, windowSeconds: 15 * 60 };
export const CODE_SEND_IP_LIMIT: TRateLimit = { limit: 30, windowSeconds: 15 * 60 };

const subjectKey = { "sign-up": "mail.signUpSubject", "sign-in": "mail.signInSubject", "password-reset": "mail.resetSubject" } as const satisfies Record<TCodePurpose, string>;

export function codeSalt(siteId: number, purpose: string, recipient: string): string {
  return `${siteId}:${purpose}:${recipient}`;
}

/** How the buyer sees where the code went: "+7 900 000-00-01" or the e-mail. */
export function displayRecipient(identifier: TIdentifier): string {
  return identifier.kind === "phone" ? formatPhone(identifier.value) : identifier.value;
}

/** Refuses (429) one more code to this recipient or from this address when their limit is reached. */
export async function countCodeSend(ctx: TAuthContext, identifier: TIdentifier): Promise<void> {
  await consumeRateLimit(ctx.site.id, [`code:${identifier.kind}:${identifier.value}`], CODE_SEND_LIMIT, ctx.locale);
  await consumeRateLimit(ctx.site.id, [`code:ip:${ctx.ip}`], CODE_SEND_IP_LIMIT, ctx.locale);
}

/**
 * Issues a 6-digit code (stored hashed, 10 minutes, 5 attempts) and queues it by SMS or mail in the same
 * transaction. An earlier unused code of the same purpose stops working: only the latest one counts.
 */
export async function issueCode(
  ctx: TAuthContext & { tx: TTx },
  { purpose, identifier, payload = {} }: { purpose: TCodePurpose; identifier: TIdentifier; payload?: Record<string, unknown> },
): Promise<void> {
  const { site, tx, locale } = ctx;
  const code = generateCode();
  await tx
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationCodes.siteId, site.id), eq(verificationCodes.purpose, purpose), eq(verificationCodes.recipient, identifier.value), isNull(verificationCodes.usedAt)));
  await tx.insert(verificationCodes).values({
    siteId: site.id,
    purpose,
    recipient: identifier.value,
    codeHash: hashCode(code, codeSalt(site.id, purpose, identifier.value)),
    payload,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  await enqueueMessage(
    { site, tx },
    {
      channel: identifier.kind === "phone" ? "sms" : "email",
      recipient: identifier.value,
      subject: translator(locale, "auth")(subjectKey[purpose], { site: site.name }),
      body: translator(locale, "auth")("mail.codeBody", { code, site: site.name }),
    },
  );
}
