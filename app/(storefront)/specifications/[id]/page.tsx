import { notFound } from "next/navigation";
import { SpecificationScreen } from "@/components/specifications/specification-screen";
import { specificationsMetadata } from "../specifications-metadata";

export const generateMetadata = specificationsMetadata;

/** /specifications/{id} — one specification; a non-numeric id is simply not a page. */
export default async function SpecificationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) notFound();
  return <SpecificationScreen id={Number(id)} />;
}
