import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getRequestSite } from "@/lib/server/http/request-site";
import { enabledModules } from "@/lib/shared/areas";

/** The offers pages are personal: titled, never indexed. */
export async function offersMetadata(): Promise<Metadata> {
  const t = await getTranslations("offersScreen");
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** Spec §2: /modules/offers* only where the site enables modules and the offers module — elsewhere the not-found page. */
export async function requireOffersModule(): Promise<void> {
  if (!enabledModules(await getRequestSite()).includes("offers")) notFound();
}

/** An offer's id from the path; anything else is simply not a page. */
export function offerIdOf(id: string): number {
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) notFound();
  return Number(id);
}
