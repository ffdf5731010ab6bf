"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCreateInvitationRequest, TCreateInvitationResponse } from "@/lib/contracts/auth";
import type { TCompanyMembers } from "@/lib/contracts/company";
import { call } from "../api";
import { officeQueryKeys } from "./query-keys";

/** GET /api/v1/company/members: the active company's people, roles and whether the caller may invite. */
export function useCompanyMembers() {
  return useQuery({ queryKey: officeQueryKeys.companyMembers, queryFn: () => call<TCompanyMembers>("v1/company/members") });
}

/** POST /api/v1/company/invitations (Administrator only). */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateInvitationRequest) => call<TCreateInvitationResponse>("v1/company/invitations", { method: "POST", json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeQueryKeys.companyMembers }),
  });
}
