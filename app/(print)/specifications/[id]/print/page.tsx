import { notFound } from "next/navigation";
import { SpecificationPrint } from "@/components/specifications/specification-print";
import { getRequestSite } from "@/lib/server/http/request-site";
import { RouteMessages } from "@/lib/server/i18n/route-messages";
import { specificationsMetadata } from "@/app/(storefront)/specifications/specifications-metadata";

export const generateMetadata = specificationsMetadata;

/** /specifications/{id}/print — outside the storefront shell on purpose: a sheet to print, nothing around it. */
export default async function SpecificationPrintPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) notFound();
  const site = await getRequestSite();
  return (
    <RouteMessages route="specificationPrint">
      <SpecificationPrint id={Number(id)} siteName={site.name} />
    </RouteMessages>
  );
}
