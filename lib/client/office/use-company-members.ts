"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCreateInvitationRequest, TCreateInvitationResponse } from "@/lib/contracts/auth";
import type { TCompanyMembers } from "@/lib/contracts/company";
import { call } from "../api";
import { officeQueryKeys } from "@/lib/client/query-keys";
import { useViewer } from "../catalog/use-viewer";

/** GET /api/v1/company/members: the active company's people, roles and whether the caller may invite. */
export function useCompanyMembers() {
  const viewer = useViewer();
  return useQuery({ queryKey: officeQueryKeys.companyMembers(viewer.key), queryFn: () => call<TCompanyMembers>("v1/company/members") });
}

/** POST /api/v1/company/invitations (Administrator only). */
export function useInviteMember() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateInvitationRequest) => call<TCreateInvitationResponse>("v1/company/invitations", { method: "POST", json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeQueryKeys.companyMembers(viewer.key) }),
  });
}
