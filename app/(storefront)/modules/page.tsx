import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ModulesMenu } from "@/components/shell/modules-menu";
import { getRequestSite } from "@/lib/server/http/request-site";
import { enabledModules, moduleHrefs } from "@/lib/shared/areas";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shell.modules");
  return { title: t("title"), robots: { index: false } };
}

/**
 * /modules (and /m): tiles for the modules that are built and switched on for the site; exactly one →
 * straight to it (spec §2). None (modules off, or no module area built yet) → the not-found page: a
 * menu of nothing must not pretend to be a feature.
 */
export default async function ModulesPage() {
  const modules = enabledModules(await getRequestSite());
  if (modules.length === 0) notFound();
  if (modules.length === 1) redirect(moduleHrefs[modules[0]]);
  return <ModulesMenu modules={modules} />;
}
