import { ZCreateInvitationRequest, ZCreateInvitationResponse } from "@/lib/contracts/auth";
import { inviteToCompany } from "@/lib/server/auth/invite-to-company";
import { requestOrigin } from "@/lib/server/auth/request-origin";
import { route } from "@/lib/server/http/route";

// POST /api/v1/company/invitations — an Administrator invites a colleague into the active company
export const POST = route({ auth: "required", body: ZCreateInvitationRequest, response: ZCreateInvitationResponse }, ({ site, auth, locale, ip, request, body }) =>
  inviteToCompany({ site, auth, locale, ip, origin: requestOrigin(request) }, body),
);
