import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { TCreateInvitationResponse, TMemberRole } from "@/lib/contracts/auth";
import { normalizePhone } from "@/lib/shared/phone";
import { getDb } from "../db/client";
import { companies, invitations } from "../db/schema";
import { AppError } from "../http/app-error";
import { renderInvitationMail } from "../mail/templates/invitation-mail";
import { enqueueMessage } from "../outbox/enqueue-message";
import { kickOutboxDelivery } from "../outbox/deliver-outbox";
import type { TAuthContext } from "./auth-context";
import { FieldErrors } from "./field-errors";
import { normalizeEmail } from "./identifier";
import { generateCode, hashCode } from "./tokens";
import { translator } from "@/lib/server/i18n/translator";

export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

export function invitationSalt(siteId: number, invitation: string): string {
  return `${siteId}:invitation:${invitation}`;
}

/**
 * Creates a single-use invitation into a company (7 days) with a 6-digit code, and mails the link and
 * the code to the invited person (an HTML and text mail). Used by the company Administrator's call and by the seller's CLI.
 * `origin` is the storefront address the link points at (http://localhost:3000).
 */
export async function createInvitation(
  ctx: Omit<TAuthContext, "ip"> & { origin: string },
  { companyId, email, phone, role, invitedById }: { companyId: number; email: string; phone?: string; role: TMemberRole; invitedById: number | null },
): Promise<TCreateInvitationResponse> {
  const { site, locale } = ctx;
  const errors = new FieldErrors();
  const normalizedEmail = normalizeEmail(email);
  if (!email.trim()) errors.add("email", translator(locale, "auth")("fieldRequired"));
  else if (!normalizedEmail) errors.add("email", translator(locale, "auth")("emailInvalid"));
  const normalizedPhone = phone ? normalizePhone(phone) : null;
  if (phone && !normalizedPhone) errors.add("phone", translator(locale, "auth")("phoneInvalid"));
  errors.throwIfAny(translator(locale, "auth")("checkFields"));

  const [company] = await getDb()
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.siteId, site.id), eq(companies.id, companyId)))
    .limit(1);
  if (!company) throw new AppError("NOT_FOUND", translator(locale, "auth")("companyNotFound"));

  const invitation = randomBytes(16).toString("base64url");
  const code = generateCode();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  const url = `${ctx.origin}/user/signin-by-invitation?invitation=${encodeURIComponent(invitation)}`;
  const recipient = normalizedEmail ?? "";
  const mail = await renderInvitationMail({
    locale,
    siteName: site.name,
    subject: translator(locale, "auth")("mail.invitationSubject", { company: company.name }),
    company: company.name,
    url,
    code,
  });
  await getDb().transaction(async (tx) => {
    await tx.insert(invitations).values({
      siteId: site.id,
      companyId: company.id,
      invitedById,
      invitation,
      codeHash: hashCode(code, invitationSalt(site.id, invitation)),
      email: recipient,
      phone: normalizedPhone,
      role,
      expiresAt,
    });
    await enqueueMessage(
      { site, tx },
      { channel: "email", recipient, subject: mail.subject, body: mail.text, html: mail.html },
    );
  });
  kickOutboxDelivery();
  return { invitation, code, url, expiresAt: expiresAt.toISOString(), message: translator(locale, "auth")("invitationCreated", { email: recipient }) };
}
