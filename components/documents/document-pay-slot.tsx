import type { TDocumentListItem } from "@/lib/contracts/documents";

/**
 * The place of «Оплатить по СБП» in a document's row (issue 18, item 6: built on branch i18-mail-sbp). The
 * merger renders the SBP button here for an invoice awaiting payment where the site allows SBP; until then
 * the row has no payment action at all (a feature not built is absent).
 */
export function DocumentPaySlot({ document }: { document: TDocumentListItem }) {
  void document;
  return null;
}
