"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TConfigurationResponse, TConfigurationToCartResponse, TConfiguratorPick } from "@/lib/contracts/configurator";
import type { TSpecificationChangeResponse } from "@/lib/contracts/specifications";
import { ApiError, call } from "../api";
import { useViewer } from "../catalog/use-viewer";
import { cartKeys, configuratorKeys, specificationKeys } from "../query-keys";
import { showError, showErrorOf } from "../shell/snackbar-store";

/** What the screen asks the server: the picks, the open step, its search and page. */
export type TConfigurationState = { picks: TConfiguratorPick[]; step?: string; q: string; page: number };

const evaluateCall = (code: string, state: TConfigurationState, signal?: AbortSignal) =>
  call<TConfigurationResponse>(`v1/configurators/${code}/evaluate`, { method: "post", json: { picks: state.picks, step: state.step, q: state.q || undefined, page: state.page }, signal });

/** POST /api/v1/configurators/{code}/evaluate for the state on screen; the previous answer stays while the next loads. */
export function useConfiguration(code: string, state: TConfigurationState, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: configuratorKeys.evaluate(code, state, viewer.key),
    queryFn: ({ signal }) => evaluateCall(code, state, signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/**
 * Checks a change of the picks on the server before it is shown: the answer is cached under the new state
 * (so the screen switches to it at once), and a change that breaks a rule rejects with the server's 400.
 */
export function useTryConfiguration(code: string) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return (state: TConfigurationState) => queryClient.fetchQuery({ queryKey: configuratorKeys.evaluate(code, state, viewer.key), queryFn: () => evaluateCall(code, state), retry: false });
}

/** «В корзину» and «В спецификацию». */
export function useConfigurationResult(code: string) {
  const queryClient = useQueryClient();
  return {
    toCart: useMutation({
      mutationFn: (picks: TConfiguratorPick[]) => call<TConfigurationToCartResponse>(`v1/configurators/${code}/to-cart`, { method: "post", json: { picks } }),
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    }),
    toSpecification: useMutation({
      mutationFn: (picks: TConfiguratorPick[]) => call<TSpecificationChangeResponse>(`v1/configurators/${code}/to-specification`, { method: "post", json: { picks } }),
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: specificationKeys.all }),
    }),
  };
}

/** A change the server refused: its first field error (which pick, which rule), else its message. */
export function showRefusal(error: unknown): void {
  const fields = error instanceof ApiError && error.status === 400 ? Object.values(error.body.errors ?? {}).flat() : [];
  if (fields.length) showError({ message: fields[0] });
  else showErrorOf(error);
}
