"use client";

import { SbpPayButton } from "@/components/payment/sbp-pay-button";
import type { TDocumentListItem } from "@/lib/contracts/documents";

/** «Оплатить по СБП» in a document's row, where the server said the invoice can be paid so (payBySbp). */
export function DocumentPaySlot({ document }: { document: TDocumentListItem }) {
  if (!document.payBySbp) return null;
  return <SbpPayButton documentId={document.id} number={document.number} total={document.total} />;
}
