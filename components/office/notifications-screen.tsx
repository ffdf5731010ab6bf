"use client";

import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/auth/form-alert";
import { Spinner } from "@/components/ui/spinner";
import type { TNotificationSettingKey } from "@/lib/contracts/user";
import { useNotificationSettings, useUpdateNotificationSetting } from "@/lib/client/office/use-notification-settings";
import { OfficeScreen } from "./office-screen";
import { OfficeSection } from "./office-section";

/** Every notification setting (lib/contracts/user.ts), grouped by channel. */
const channels: { channel: "email" | "sms"; keys: TNotificationSettingKey[] }[] = [
  { channel: "email", keys: ["orderPlacedEmail", "orderStatusEmail", "documentsEmail", "paymentReminderEmail", "newsEmail", "priceChangesEmail"] },
  { channel: "sms", keys: ["orderPlacedSms", "orderStatusSms"] },
];

/** /user/notifications: which mails and SMS the user gets; each switch is saved as it changes. */
export function NotificationsScreen() {
  return <OfficeScreen section="notifications">{() => <NotificationSettings />}</OfficeScreen>;
}

function NotificationSettings() {
  const t = useTranslations("office.notifications");
  const officeT = useTranslations("office");
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSetting();
  if (settings.isPending) return <Spinner label={officeT("loading")} />;
  if (settings.isError) return <p className="text-sm text-red-700">{officeT("loadFailed")}</p>;
  return (
    <OfficeSection id="office-notifications" title={t("heading")}>
      <p className="mb-4 text-sm text-muted">{t("intro")}</p>
      <div className="grid gap-6 sm:grid-cols-2">
        {channels.map(({ channel, keys }) => (
          <fieldset key={channel} className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium uppercase text-muted">{t(channel)}</legend>
            {keys.map((key) => (
              <label key={key} className="flex min-h-9 cursor-pointer items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name={key}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-primary"
                  checked={update.isPending && update.variables[key] !== undefined ? Boolean(update.variables[key]) : settings.data[key]}
                  disabled={update.isPending}
                  onChange={(event) => update.mutate({ [key]: event.target.checked })}
                />
                <span>{t(`keys.${key}`)}</span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <div className="mt-4" aria-live="polite">
        {update.isError ? <FormAlert kind="error">{update.error.message || t("failed")}</FormAlert> : null}
        {update.isSuccess ? <p className="text-sm text-secondary">{t("saved")}</p> : null}
      </div>
    </OfficeSection>
  );
}
