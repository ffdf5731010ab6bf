import { OfferPrint } from "@/components/offers/offer-print";
import { RouteMessages } from "@/lib/server/i18n/route-messages";
import { offerIdOf, offersMetadata, requireOffersModule } from "@/app/(storefront)/modules/offers/offers-page-guard";

export const generateMetadata = offersMetadata;

/** /modules/offers/{id}/print — outside the storefront shell on purpose: the offer in its template on a sheet to print. */
export default async function OfferPrintPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOffersModule();
  return (
    <RouteMessages route="offerPrint">
      <OfferPrint id={offerIdOf((await params).id)} />
    </RouteMessages>
  );
}
