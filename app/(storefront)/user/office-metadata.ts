import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** The personal area's pages are personal: titled, never indexed. */
export function officeMetadata(section: "profile" | "notifications" | "cards" | "goldenClub" | "company") {
  return async (): Promise<Metadata> => {
    const t = await getTranslations("office");
    return { title: `${t(`nav.${section}`)} — ${t("title")}`, robots: { index: false, follow: false } };
  };
}
