"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useAppInfo } from "@/lib/client/auth/use-app-config";
import { useScreenType } from "@/lib/client/shell/screen-type";

const CLOSED_KEY = "B2B_REGIONAL_MESSAGE_CLOSED";

/**
 * The regional message (spec §2): on phones only, when the site enables it — which region the prices
 * and stocks are shown for. Closed for the rest of the browser session.
 */
export function RegionalMessage() {
  const t = useTranslations("shell.regionalMessage");
  const screen = useScreenType();
  const info = useAppInfo();
  const [closed, setClosed] = useState(true);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage is only readable after hydration
    setClosed(window.sessionStorage.getItem(CLOSED_KEY) === "1");
  }, []);

  const region = info.data?.region;
  if (closed || screen !== "mobile" || !region) return null;
  return (
    <section aria-label={t("label")} data-testid="regional-message" className="fixed inset-x-2 bottom-[calc(0.5rem+var(--bottom-bar-height,0px))] z-40 flex items-start gap-3 rounded-md bg-ink px-4 py-3 text-sm text-white shadow-lg">
      <p className="min-w-0 flex-1">{t("text", { region: region.name })}</p>
      <button
        type="button"
        className="shrink-0 rounded px-2 py-1 font-medium hover:bg-white/20"
        onClick={() => {
          window.sessionStorage.setItem(CLOSED_KEY, "1");
          setClosed(true);
        }}
      >
        {t("close")}
      </button>
    </section>
  );
}
