import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** The specifications pages are personal: titled, never indexed. */
export async function specificationsMetadata(): Promise<Metadata> {
  const t = await getTranslations("specificationsScreen");
  return { title: t("title"), robots: { index: false, follow: false } };
}
