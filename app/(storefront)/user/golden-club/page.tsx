import { notFound } from "next/navigation";
import { GoldenClubScreen } from "@/components/golden-club/golden-club-screen";
import { isClubOn } from "@/lib/server/club/club-membership";
import { RouteMessages } from "@/lib/server/i18n/route-messages";
import { getRequestSite } from "@/lib/server/http/request-site";
import { officeMetadata } from "../office-metadata";

export const generateMetadata = officeMetadata("goldenClub");

/** /user/golden-club: the loyalty club (spec §2); a site that runs no club answers 404. */
export default async function GoldenClubPage() {
  if (!isClubOn(await getRequestSite())) notFound();
  return (
    <RouteMessages route="goldenClub">
      <GoldenClubScreen />
    </RouteMessages>
  );
}
