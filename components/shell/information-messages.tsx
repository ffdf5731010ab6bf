"use client";

import { useTranslations } from "next-intl";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useCloseInformationMessage } from "@/lib/client/shell/use-information-messages";

/** The signed-in user's information messages (spec §1): dismissible; closing tells the server. */
export function InformationMessages() {
  const t = useTranslations("shell.messages");
  const user = useCurrentUser();
  const close = useCloseInformationMessage(t("closeFailed"));
  const messages = user.data?.informationMessages ?? [];
  if (!messages.length) return null;
  return (
    <section aria-label={t("label")} className="mb-4 flex flex-col gap-2">
      {messages.map((message) => (
        <div key={message.id} data-testid="information-message" className="flex items-start gap-3 rounded-md border border-secondary/30 bg-green-50 px-4 py-3 text-sm">
          <p className="min-w-0 flex-1 whitespace-pre-line break-words">{message.text}</p>
          <button type="button" onClick={() => close.mutate(message.id)} className="-m-1 shrink-0 rounded p-1 text-muted hover:text-ink" aria-label={t("close")}>
            <svg aria-hidden width="16" height="16" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
          </button>
        </div>
      ))}
    </section>
  );
}
