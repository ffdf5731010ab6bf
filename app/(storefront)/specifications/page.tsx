import { SpecificationsScreen } from "@/components/specifications/specifications-screen";
import { specificationsMetadata } from "./specifications-metadata";

export const generateMetadata = specificationsMetadata;

/** /specifications (spec §2): the lists live in the browser, with the buyer's token; ?list=&q=&page= say which. */
export default function SpecificationsPage() {
  return <SpecificationsScreen />;
}
