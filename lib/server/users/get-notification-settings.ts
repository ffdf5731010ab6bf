import "server-only";
import { and, eq } from "drizzle-orm";
import { notificationSettingDefaults, type TNotificationSettings } from "@/lib/contracts/user";
import { getDb } from "../db/client";
import { notificationSettings } from "../db/schema";
import type { TUserContext } from "./user-context";

/** Stored values over the defaults; keys no longer offered are dropped. */
export function withDefaults(stored: Record<string, boolean> | undefined): TNotificationSettings {
  const out: TNotificationSettings = { ...notificationSettingDefaults };
  for (const key of Object.keys(out) as (keyof TNotificationSettings)[]) {
    const value = stored?.[key];
    if (typeof value === "boolean") out[key] = value;
  }
  return out;
}

/** GET /api/v1/user/notification-settings: every setting, defaults where the user chose nothing. */
export async function getNotificationSettings({ site, auth }: Omit<TUserContext, "locale">): Promise<TNotificationSettings> {
  const [row] = await getDb()
    .select({ settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.siteId, site.id), eq(notificationSettings.userId, auth.user.id)));
  return withDefaults(row?.settings);
}
