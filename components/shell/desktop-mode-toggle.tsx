"use client";

import { useTranslations } from "next-intl";
import { setDesktopMode, useDesktopMode } from "@/lib/client/shell/desktop-mode";

/** Spec §9 "switch to desktop mode on mobile": on phones a link to the full version; in desktop mode, the way back. */
export function DesktopModeToggle() {
  const t = useTranslations("shell.desktopMode");
  const isOn = useDesktopMode();
  return (
    <button type="button" onClick={() => setDesktopMode(!isOn)} className={`text-sm text-primary underline-offset-2 hover:underline ${isOn ? "" : "sm:hidden"}`}>
      {isOn ? t("toMobile") : t("toDesktop")}
    </button>
  );
}
