import { NotificationsScreen } from "@/components/office/notifications-screen";
import { RouteMessages } from "@/lib/server/i18n/route-messages";
import { officeMetadata } from "../office-metadata";

export const generateMetadata = officeMetadata("notifications");

/** /user/notifications: which mails and SMS the user gets. */
export default function NotificationsPage() {
  return (
    <RouteMessages route="office">
      <NotificationsScreen />
    </RouteMessages>
  );
}
