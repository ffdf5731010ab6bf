import { CardsScreen } from "@/components/office/cards-screen";
import { RouteMessages } from "@/lib/server/i18n/route-messages";
import { officeMetadata } from "../office-metadata";

export const generateMetadata = officeMetadata("cards");

/** /user/cards: the saved bank cards. */
export default function CardsPage() {
  return (
    <RouteMessages route="office">
      <CardsScreen />
    </RouteMessages>
  );
}
