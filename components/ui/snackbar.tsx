"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { IntentLink } from "./intent-link";
import { clearMessage, messageTimeouts, useSnackMessage } from "@/lib/client/shell/snackbar-store";

/**
 * The message snackbar (spec §2, §9): bottom centre, at most 848 px wide; banners go after 2 s, errors
 * after 4 s, or by the close button, or by Escape. Errors read "prefix · status · message".
 */
export function Snackbar() {
  const t = useTranslations("shell");
  const message = useSnackMessage();

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => clearMessage(message.id), messageTimeouts[message.kind]);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") clearMessage(message.id);
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("keydown", onKey);
    };
  }, [message]);

  const isError = message?.kind === "error";
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(1rem+var(--bottom-bar-height,0px))] z-[60] flex justify-center px-4">
      {/* The live regions exist before any message, so screen readers announce the first one too. */}
      <div role="status" aria-live="polite" className="sr-only">
        {message && !isError ? message.text : null}
      </div>
      <div role="alert" className="sr-only">
        {isError ? [message.prefix, message.status, message.text].filter(Boolean).join(". ") : null}
      </div>
      {message ? (
        <div
          data-testid="snackbar"
          data-snackbar
          className={`pointer-events-auto flex w-full max-w-[848px] items-start gap-3 rounded-md px-4 py-3 text-sm text-white shadow-lg ${isError ? "bg-red-700" : "bg-ink"}`}
        >
          <p className="min-w-0 flex-1 break-words">
            {message.prefix ? <span className="font-medium">{message.prefix}</span> : null}
            {message.prefix && (message.status || message.text) ? <br /> : null}
            {message.status ? <span className="mr-2 opacity-80">{t("snackbar.status", { status: message.status })}</span> : null}
            {message.text}
            {message.link ? (
              <>
                {" "}
                <IntentLink href={message.link.href} className="font-medium whitespace-nowrap underline hover:no-underline" onClick={() => clearMessage(message.id)}>
                  {message.link.label}
                </IntentLink>
              </>
            ) : null}
          </p>
          <button type="button" onClick={() => clearMessage(message.id)} className="-m-1 shrink-0 rounded p-1 hover:bg-white/20" aria-label={t("close")}>
            <svg aria-hidden width="16" height="16" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}
