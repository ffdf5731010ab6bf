import { notFound } from "next/navigation";
import { SpecificationScreen } from "@/components/specifications/specification-screen";
import { getRequestSite } from "@/lib/server/http/request-site";
import { enabledModules } from "@/lib/shared/areas";
import { specificationsMetadata } from "../specifications-metadata";

export const generateMetadata = specificationsMetadata;

/** /specifications/{id} — one specification («Сделать КП» where the site has offers on); a non-numeric id is simply not a page. */
export default async function SpecificationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) notFound();
  return <SpecificationScreen id={Number(id)} offersEnabled={enabledModules(await getRequestSite()).includes("offers")} />;
}
