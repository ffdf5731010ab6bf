import { DocumentsPage, documentsMetadata } from "../documents-page";

export const generateMetadata = documentsMetadata;

/** /documents/payment-schedule — what is due when, overdue first. */
export default function PaymentSchedulePage() {
  return <DocumentsPage tab="payments" />;
}
