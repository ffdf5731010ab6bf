import { ProfileScreen } from "@/components/office/profile-screen";
import { officeMetadata } from "./office-metadata";

export const generateMetadata = officeMetadata("profile");

/** /user (spec §2 "Personal area"): opens on the profile; the data lives in the browser, with the buyer's token. */
export default function ProfilePage() {
  return <ProfileScreen />;
}
