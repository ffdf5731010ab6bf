"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { TSafeHtml } from "@/lib/contracts/safe-html";
import { HtmlContent } from "./html-content";

const keyOf = (id: string) => `B2B_HELP_CLOSED_${id}`;

/** A closable help box of sanitised seller HTML; closing is remembered on this device. */
export function HelpBox({ id, html }: { id: string; html: TSafeHtml }) {
  const t = useTranslations("shell");
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    // Read after hydration: the server cannot know, and the box must not flash for those who closed it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time read of local storage
    if (window.localStorage.getItem(keyOf(id)) === "1") setClosed(true);
  }, [id]);

  if (closed) return null;
  return (
    <section aria-label={t("help.boxLabel")} className="relative rounded-md border border-primary/30 bg-primary-light px-4 py-3 pr-10 text-sm">
      <HtmlContent html={html} />
      <button
        type="button"
        className="absolute top-2 right-2 rounded p-1 text-muted hover:text-ink"
        aria-label={t("help.closeBox")}
        onClick={() => {
          window.localStorage.setItem(keyOf(id), "1");
          setClosed(true);
        }}
      >
        <svg aria-hidden width="16" height="16" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M5 5l10 10M15 5L5 15" />
        </svg>
      </button>
    </section>
  );
}
