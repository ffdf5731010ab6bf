import { CardsScreen } from "@/components/office/cards-screen";
import { officeMetadata } from "../office-metadata";

export const generateMetadata = officeMetadata("cards");

/** /user/cards: the saved bank cards. */
export default function CardsPage() {
  return <CardsScreen />;
}
