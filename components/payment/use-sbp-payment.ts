"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "@/lib/client/api";
import type { TSbpPayment } from "@/lib/contracts/payment";

/** How often the open dialog asks whether the bank confirmed the payment. */
export const SBP_POLL_MS = 2_000;

/** POST /api/v1/payment/sbp: the QR and link of an invoice's payment (the same pending one again on a second click). */
export function useCreateSbpPayment() {
  return useMutation({ mutationFn: (documentId: number) => call<TSbpPayment>("v1/payment/sbp", { method: "post", json: { documentId } }) });
}

/** GET /api/v1/payment/sbp/{paymentId}, polled while the dialog is open and the payment not yet paid. */
export function useSbpPaymentStatus(paymentId: string | null, polling: boolean) {
  return useQuery({
    queryKey: ["sbp-payment", paymentId],
    queryFn: ({ signal }) => call<TSbpPayment>(`v1/payment/sbp/${paymentId}`, { signal }),
    enabled: Boolean(paymentId) && polling,
    refetchInterval: (query) => (query.state.data?.status === "paid" ? false : SBP_POLL_MS),
  });
}
