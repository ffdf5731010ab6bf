import "server-only";
import type { TOrderDocumentKind, TSellerRequisites } from "../db/schema";
import type { TDocumentLineRow } from "./load-document-lines";

/** A party of a document as printed: the buyer's legal entity, or the seller's requisites. */
export type TPrintParty = { name: string; inn: string | null; kpp: string | null; address: string | null };

/** Everything a document's PDF or xlsx shows, loaded once (buildDocumentPrint) and rendered without the database. */
export type TDocumentPrint = {
  kind: TOrderDocumentKind;
  number: string;
  date: Date;
  /** «Оплатить не позднее»: the payment due date, else how long the invoice is valid. */
  payUntil: Date | null;
  seller: TPrintParty;
  /** The seller's bank details and signatories; null where the seller has not given them (the block prints blank). */
  requisites: TSellerRequisites | null;
  buyer: TPrintParty;
  /** «Основание»: the order. */
  basis: string;
  lines: TDocumentLineRow[];
  total: number;
  vatTotal: number;
  /** Golden club bonuses that paid part of the order (our invoice only): the lines sum to `total` + this. */
  bonusSpent: number;
};
