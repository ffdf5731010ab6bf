import type { Metadata } from "next";
import { IntentLink } from "@/components/ui/intent-link";
import { getTranslations } from "next-intl/server";
import { HomePageView } from "@/components/home/home-page-view";
import { listSectionTree } from "@/lib/server/catalog/list-section-tree";
import { getRequestSite } from "@/lib/server/http/request-site";
import { catalogHref } from "@/lib/shared/catalog-url";

export async function generateMetadata(): Promise<Metadata> {
  const site = await getRequestSite();
  const t = await getTranslations("home");
  return { title: t("title", { site: site.name }), alternates: { canonical: "/" } };
}

// The home page of a site whose home-redirect setting is off (the proxy sends the others to /catalog).
export default async function HomePage() {
  const site = await getRequestSite();
  const [tree, t] = await Promise.all([listSectionTree({ site }), getTranslations("home")]);
  const top = tree.filter((s) => s.parentId === null);
  return (
    <div>
      <HomePageView analyticsSkipped={site.config.b2bAnalytics?.enabled === true} />
      <h1 className="mb-6 text-3xl font-medium">{t("title", { site: site.name })}</h1>
      <h2 className="mb-4 font-condensed text-xl font-bold">{t("sectionsHeading")}</h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {top.map((s) => (
          <li key={s.id}>
            <IntentLink
              href={catalogHref({ section: s.id })}
              className="block h-full rounded-lg border border-line bg-white p-4 font-medium hover:border-primary hover:text-primary"
            >
              {s.name}
            </IntentLink>
          </li>
        ))}
      </ul>
      <IntentLink href="/catalog" className="mt-8 inline-block rounded-md bg-primary px-5 py-2.5 text-white hover:bg-primary-dark">
        {t("toCatalog")}
      </IntentLink>
    </div>
  );
}
