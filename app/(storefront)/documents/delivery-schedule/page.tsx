import { DocumentsPage, documentsMetadata } from "../documents-page";

export const generateMetadata = documentsMetadata;

/** /documents/delivery-schedule — confirmed and shipped orders by expected date. */
export default function DeliverySchedulePage() {
  return <DocumentsPage tab="deliveries" />;
}
