import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getRequestSite } from "@/lib/server/http/request-site";
import type { TSite } from "@/lib/server/sites/resolve-site";
import { enabledModules } from "@/lib/shared/areas";

/** The configurator's pages: titled, never indexed (prices are the buyer's company's). */
export async function configuratorMetadata(): Promise<Metadata> {
  const t = await getTranslations("configurator");
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /modules/configurator* only where the site enables modules and the configurator — elsewhere the not-found page. */
export async function requireConfiguratorModule(): Promise<TSite> {
  const site = await getRequestSite();
  if (!enabledModules(site).includes("configurator")) notFound();
  return site;
}
