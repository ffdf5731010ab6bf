import { SpecificationsScreen } from "@/components/specifications/specifications-screen";
import { getRequestSite } from "@/lib/server/http/request-site";
import { getHelpBox } from "@/lib/server/shell/help-config";
import { specificationsMetadata } from "./specifications-metadata";

export const generateMetadata = specificationsMetadata;

/** /specifications (spec §2): the lists live in the browser, with the buyer's token; ?list=&q=&page= say which. */
export default async function SpecificationsPage() {
  return <SpecificationsScreen help={getHelpBox(await getRequestSite(), "specifications")} />;
}
