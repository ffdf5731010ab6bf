import { NotificationsScreen } from "@/components/office/notifications-screen";
import { officeMetadata } from "../office-metadata";

export const generateMetadata = officeMetadata("notifications");

/** /user/notifications: which mails and SMS the user gets. */
export default function NotificationsPage() {
  return <NotificationsScreen />;
}
