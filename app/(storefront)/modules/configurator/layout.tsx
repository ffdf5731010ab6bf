import { routeMessagesLayout } from "@/lib/server/i18n/route-messages";

// The route's client messages besides the shell's (lib/server/i18n/client-messages.ts, issue 20).
export default routeMessagesLayout("configurator");
