import "server-only";
import { and, eq } from "drizzle-orm";
import type { TCreateInvitationRequest, TCreateInvitationResponse } from "@/lib/contracts/auth";
import { getDb } from "../db/client";
import { companyMembers } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TAuth } from "./authenticate";
import type { TAuthContext } from "./auth-context";
import { createInvitation } from "./create-invitation";
import { translator } from "@/lib/server/i18n/translator";

/**
 * POST /api/v1/company/invitations: an Administrator of the active company invites a colleague into it.
 * Anyone else gets 403.
 */
export async function inviteToCompany(
  ctx: TAuthContext & { auth: TAuth; origin: string },
  input: TCreateInvitationRequest,
): Promise<TCreateInvitationResponse> {
  const { site, auth, locale } = ctx;
  const companyId = auth.user.activeCompanyId;
  const [membership] = companyId
    ? await getDb()
        .select({ role: companyMembers.role })
        .from(companyMembers)
        .where(and(eq(companyMembers.siteId, site.id), eq(companyMembers.companyId, companyId), eq(companyMembers.userId, auth.user.id)))
        .limit(1)
    : [];
  if (!companyId || membership?.role !== "Administrator") throw new AppError("FORBIDDEN", translator(locale, "auth")("inviteForbidden"));
  return createInvitation(ctx, { companyId, email: input.email, phone: input.phone, role: input.role, invitedById: auth.user.id });
}
