import { OfferScreen } from "@/components/offers/offer-screen";
import { getRequestSite } from "@/lib/server/http/request-site";
import { enabledModules } from "@/lib/shared/areas";
import { offerIdOf, offersMetadata, requireOffersModule } from "../offers-page-guard";

export const generateMetadata = offersMetadata;

/** /modules/offers/{id}: one offer — lines, markups, files, the template editor with its preview; «В менеджер заказов» where that module is on. */
export default async function OfferPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOffersModule();
  const managerEnabled = enabledModules(await getRequestSite()).includes("orderManager");
  return <OfferScreen id={offerIdOf((await params).id)} managerEnabled={managerEnabled} />;
}
