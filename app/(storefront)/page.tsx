import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HomePageView } from "@/components/home/home-page-view";
import { HomeBlocks } from "@/components/home/home-blocks";
import { IntentLink } from "@/components/ui/intent-link";
import { getHomePage } from "@/lib/server/home/get-home-page";
import { openGraphOf } from "@/lib/server/seo/open-graph";
import { contentRequest } from "./content/content-request";

export async function generateMetadata(): Promise<Metadata> {
  const { site, origin } = await contentRequest();
  const t = await getTranslations("home");
  const title = t("title", { site: site.name });
  const description = t("metaDescription", { site: site.name });
  return { metadataBase: new URL(origin), title, description, alternates: { canonical: "/" }, openGraph: openGraphOf({ siteName: site.name, title, description, url: "/" }) };
}

/**
 * The home page of a site whose home-redirect setting is off (the proxy sends the others to /catalog):
 * rendered on the server, the blocks the site configures (banners, featured sections, brands, news of a
 * feed; lib/server/home/get-home-page.ts), or the top-level sections when it shows no home page.
 */
export default async function HomePage() {
  const ctx = await contentRequest();
  const [blocks, t] = await Promise.all([getHomePage(ctx), getTranslations("home")]);
  return (
    <div className="flex flex-col gap-8">
      <HomePageView analyticsSkipped={ctx.site.config.b2bAnalytics?.enabled === true} />
      <h1 className="text-3xl font-medium">{t("title", { site: ctx.site.name })}</h1>
      <HomeBlocks blocks={blocks} />
      <IntentLink href="/catalog" className="self-start rounded-md bg-primary px-5 py-2.5 text-white hover:bg-primary-dark">
        {t("toCatalog")}
      </IntentLink>
    </div>
  );
}
