import { SpecificationsScreen } from "@/components/specifications/specifications-screen";
import { getRequestSite } from "@/lib/server/http/request-site";
import { getHelpBox } from "@/lib/server/shell/help-config";
import { enabledModules } from "@/lib/shared/areas";
import { specificationsMetadata } from "./specifications-metadata";

export const generateMetadata = specificationsMetadata;

/** /specifications (spec §2): the lists live in the browser, with the buyer's token; ?list=&q=&page= say which. «Сделать КП» in the rows' menus where offers are on. */
export default async function SpecificationsPage() {
  const site = await getRequestSite();
  return <SpecificationsScreen help={getHelpBox(site, "specifications")} offersEnabled={enabledModules(site).includes("offers")} />;
}
