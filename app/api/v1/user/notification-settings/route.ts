import { ZNotificationSettings, ZNotificationSettingsUpdate } from "@/lib/contracts/user";
import { route } from "@/lib/server/http/route";
import { getNotificationSettings } from "@/lib/server/users/get-notification-settings";
import { updateNotificationSettings } from "@/lib/server/users/update-notification-settings";

// GET /api/v1/user/notification-settings — every notification setting of the user
export const GET = route({ auth: "required", response: ZNotificationSettings }, ({ site, auth }) => getNotificationSettings({ site, auth }));

// POST /api/v1/user/notification-settings — change some settings (unknown keys are refused)
export const POST = route({ auth: "required", body: ZNotificationSettingsUpdate, response: ZNotificationSettings }, ({ site, auth, body }) => updateNotificationSettings({ site, auth }, body));
