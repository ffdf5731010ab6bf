import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** The orders pages are personal: titled, never indexed. */
export async function ordersMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders");
  return { title: t("title"), robots: { index: false, follow: false } };
}
