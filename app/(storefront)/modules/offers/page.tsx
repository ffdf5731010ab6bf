import { OffersScreen } from "@/components/offers/offers-screen";
import { offersMetadata, requireOffersModule } from "./offers-page-guard";

export const generateMetadata = offersMetadata;

/** /modules/offers?list=mine|archive&page= (spec §2): the buyer's commercial offers; the lists load in the browser with the buyer's token. */
export default async function OffersPage({ searchParams }: { searchParams: Promise<{ list?: string; page?: string }> }) {
  await requireOffersModule();
  const { list, page } = await searchParams;
  const pageNumber = /^\d{1,4}$/.test(page ?? "") && Number(page) > 0 ? Number(page) : 1;
  return <OffersScreen list={list === "archive" ? "archive" : "mine"} page={pageNumber} />;
}
