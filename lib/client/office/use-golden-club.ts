"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TBonusHistory, TClubFeedbackRequest, TClubFeedbackResponse, TGoldenClub } from "@/lib/contracts/golden-club";
import { call } from "../api";
import { catalogQueryKeys, officeQueryKeys } from "@/lib/client/query-keys";
import { useViewer } from "../catalog/use-viewer";

const HISTORY_PAGE = 20;

/** GET /api/v1/golden-club: the club as the active company sees it. */
export function useGoldenClub() {
  const viewer = useViewer();
  return useQuery({ queryKey: officeQueryKeys.goldenClub(viewer.key), queryFn: () => call<TGoldenClub>("v1/golden-club") });
}

/** GET /api/v1/golden-club/history, a page at a time («Показать ещё»). */
export function useBonusHistory(enabled: boolean) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: officeQueryKeys.bonusHistory(viewer.key),
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call<TBonusHistory>("v1/golden-club/history", { searchParams: { page: pageParam, "per-page": HISTORY_PAGE } }),
    getNextPageParam: (last) => (last.meta.currentPage < last.meta.pageCount ? last.meta.currentPage + 1 : undefined),
  });
}

/** POST /api/v1/golden-club/join: the answer replaces the club's; the catalogue's prices now carry cash-back. */
export function useJoinGoldenClub() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call<TGoldenClub>("v1/golden-club/join", { method: "POST" }),
    onSuccess: (club) => {
      queryClient.setQueryData(officeQueryKeys.goldenClub(viewer.key), club);
      void queryClient.invalidateQueries({ queryKey: catalogQueryKeys.all });
    },
  });
}

/** What the club's forms send: their fields as typed (the server checks them and names each bad one). */
export type TClubFeedbackDraft = { kind: TClubFeedbackRequest["kind"] } & Record<string, string | number | null>;

/** POST /api/v1/golden-club/feedback: the feedback message or the questionnaire. */
export function useSendClubFeedback() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TClubFeedbackDraft) => call<TClubFeedbackResponse>("v1/golden-club/feedback", { method: "POST", json: body }),
    onSuccess: (answer) => {
      if (answer.kind === "questionnaire") queryClient.setQueryData<TGoldenClub>(officeQueryKeys.goldenClub(viewer.key), (old) => (old ? { ...old, hasQuestionnaire: true } : old));
    },
  });
}
