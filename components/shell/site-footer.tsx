import { useTranslations } from "next-intl";
import { DesktopModeToggle } from "./desktop-mode-toggle";

/** A quiet footer: the seller's name and, on phones, the switch to the desktop version (spec §9). */
export function SiteFooter({ siteName }: { siteName: string }) {
  const t = useTranslations("shell.footer");
  return (
    <footer className="border-t border-line bg-white">
      <div className="mx-auto flex max-w-[1600px] flex-col items-start gap-2 px-4 py-4 text-sm text-muted sm:flex-row sm:items-center sm:justify-between lg:px-8">
        <p>{t("copyright", { site: siteName, year: new Date().getFullYear() })}</p>
        <DesktopModeToggle />
      </div>
    </footer>
  );
}
