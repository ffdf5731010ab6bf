import { OfferScreen } from "@/components/offers/offer-screen";
import { offerIdOf, offersMetadata, requireOffersModule } from "../offers-page-guard";

export const generateMetadata = offersMetadata;

/** /modules/offers/{id}: one offer — lines, markups, files, the template editor with its preview. */
export default async function OfferPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOffersModule();
  return <OfferScreen id={offerIdOf((await params).id)} />;
}
