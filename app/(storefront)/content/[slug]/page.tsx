import type { Metadata } from "next";
import { openGraphOf } from "@/lib/server/seo/open-graph";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { HtmlContent } from "@/components/ui/html-content";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { SLUG_PATTERN } from "@/lib/contracts/content";
import { getContentPage } from "@/lib/server/content/get-content-page";
import { unlessNotFound } from "@/lib/server/content/unless-not-found";
import { formatDate } from "@/lib/shared/money";
import { contentRequest } from "../content-request";

type TProps = { params: Promise<{ slug: string }> };

const loadPage = cache(async (slug: string) => {
  const ctx = await contentRequest();
  const page = SLUG_PATTERN.test(slug) ? await unlessNotFound(getContentPage(ctx, { slug })) : null;
  return page ? { ...ctx, page } : null;
});

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const data = await loadPage((await params).slug);
  if (!data) return {};
  return {
    metadataBase: new URL(data.origin),
    title: `${data.page.title} — ${data.site.name}`,
    description: data.page.metaDescription ?? undefined,
    alternates: { canonical: `/content/${data.page.slug}` },
    openGraph: openGraphOf({ siteName: data.site.name, title: data.page.title, description: data.page.metaDescription, url: `/content/${data.page.slug}` }),
  };
}

/** /content/{slug} (spec §2): an information page of the site, its seller HTML sanitised; links open in a new tab. */
export default async function ContentPage({ params }: TProps) {
  const data = await loadPage((await params).slug);
  if (!data) notFound();
  const t = await getTranslations("content");
  return (
    <PageWrapper title={data.page.title}>
      <article className="max-w-3xl">
        <HtmlContent html={data.page.html} />
        <p className="mt-6 text-sm text-muted">{t("updatedAt", { date: formatDate(data.page.updatedAt) })}</p>
      </article>
    </PageWrapper>
  );
}
