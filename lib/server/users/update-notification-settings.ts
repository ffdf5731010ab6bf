import "server-only";
import type { TNotificationSettings, TNotificationSettingsUpdate } from "@/lib/contracts/user";
import { getDb } from "../db/client";
import { notificationSettings } from "../db/schema";
import { getNotificationSettings } from "./get-notification-settings";
import type { TUserContext } from "./user-context";

/** POST /api/v1/user/notification-settings: changes the keys sent, keeps the rest; answers every setting. */
export async function updateNotificationSettings(ctx: Omit<TUserContext, "locale">, changes: TNotificationSettingsUpdate): Promise<TNotificationSettings> {
  const settings = await getNotificationSettings(ctx);
  for (const [key, value] of Object.entries(changes)) if (typeof value === "boolean") settings[key as keyof TNotificationSettings] = value;
  await getDb()
    .insert(notificationSettings)
    .values({ siteId: ctx.site.id, userId: ctx.auth.user.id, settings })
    .onConflictDoUpdate({ target: [notificationSettings.siteId, notificationSettings.userId], set: { settings, updatedAt: new Date() } });
  return settings;
}
