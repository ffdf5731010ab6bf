import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getRequestSite } from "@/lib/server/http/request-site";
import { enabledModules } from "@/lib/shared/areas";

/** The order manager's pages are personal: titled, never indexed. */
export async function orderManagerMetadata(): Promise<Metadata> {
  const t = await getTranslations("orderManager");
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /modules/order-manager* only where the site enables modules and the order manager — elsewhere the not-found page. */
export async function requireOrderManagerModule(): Promise<void> {
  if (!enabledModules(await getRequestSite()).includes("orderManager")) notFound();
}
