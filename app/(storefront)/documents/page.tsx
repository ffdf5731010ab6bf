import { DocumentsPage, documentsMetadata } from "./documents-page";

export const generateMetadata = documentsMetadata;

/** /documents — invoices, delivery notes and УПД. */
export default function DocumentsListPage() {
  return <DocumentsPage tab="documents" />;
}
