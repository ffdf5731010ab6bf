import { routeMessagesLayout } from "@/lib/server/i18n/route-messages";

// The product page shows the catalogue's details, amount control and «в спецификацию» menu: the catalogue's messages.
export default routeMessagesLayout("catalog");
