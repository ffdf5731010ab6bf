import { ProfileScreen } from "@/components/office/profile-screen";
import { RouteMessages } from "@/lib/server/i18n/route-messages";
import { officeMetadata } from "./office-metadata";

export const generateMetadata = officeMetadata("profile");

/** /user (spec §2 "Personal area"): opens on the profile; the data lives in the browser, with the buyer's token. */
export default function ProfilePage() {
  return (
    <RouteMessages route="office">
      <ProfileScreen />
    </RouteMessages>
  );
}
