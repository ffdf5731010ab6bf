import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DocumentsScreen, type TDocumentsTab } from "@/components/documents/documents-screen";
import { documentsAllowed } from "@/lib/server/documents/documents-access";
import { getRequestSite } from "@/lib/server/http/request-site";

/** The documents pages are personal: titled, never indexed. */
export async function documentsMetadata(): Promise<Metadata> {
  const t = await getTranslations("documents");
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** A documents tab; where the site shows no legal documents the area does not exist (404, no menu item). */
export async function DocumentsPage({ tab }: { tab: TDocumentsTab }) {
  if (!documentsAllowed(await getRequestSite())) notFound();
  return <DocumentsScreen tab={tab} />;
}
