import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { FeedItemCard } from "@/components/content/feed-item-card";
import { FeedPagination } from "@/components/content/feed-pagination";
import { FeedRubricFilter } from "@/components/content/feed-rubric-filter";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { SLUG_PATTERN, ZFeedItemsQuery } from "@/lib/contracts/content";
import { getFeed } from "@/lib/server/content/get-feed";
import { listFeedItems } from "@/lib/server/content/list-feed-items";
import { unlessNotFound } from "@/lib/server/content/unless-not-found";
import { contentRequest } from "../../content/content-request";

type TSearch = Record<string, string | string[] | undefined>;
type TProps = { params: Promise<{ feedSlug: string }>; searchParams: Promise<TSearch> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The feed page's own address of a rubric and page: defaults left out, so each list has one address. */
function feedHref(feed: string, { rubric, page }: { rubric: string | null; page: number }): string {
  const params = new URLSearchParams();
  if (rubric) params.set("rubric", rubric);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/posts/${feed}${query ? `?${query}` : ""}`;
}

const loadFeedPage = cache(async (feedSlug: string, page: string | undefined, rubric: string | undefined) => {
  if (!SLUG_PATTERN.test(feedSlug)) return null;
  // The page's ?page and ?rubric are the API's page and criteria[rubric]: the same checks, the same answers.
  const query = ZFeedItemsQuery.safeParse({ page, "criteria[rubric]": rubric });
  if (!query.success) return null;
  const ctx = await contentRequest();
  const [feed, list] = await Promise.all([unlessNotFound(getFeed(ctx, { slug: feedSlug })), unlessNotFound(listFeedItems(ctx, { ...query.data, slug: feedSlug }))]);
  // A page past the end is not a page (the first page of an empty feed still is).
  if (!feed || !list || (query.data.page > 1 && query.data.page > list.meta.pageCount)) return null;
  return { ...ctx, feed, list, rubric: query.data.rubric, page: query.data.page };
});

async function load({ params, searchParams }: TProps) {
  const [{ feedSlug }, search] = await Promise.all([params, searchParams]);
  return loadFeedPage(feedSlug, first(search.page), first(search.rubric));
}

export async function generateMetadata(props: TProps): Promise<Metadata> {
  const data = await load(props);
  if (!data) return {};
  const t = await getTranslations("content");
  const rubric = data.feed.rubrics.find((r) => r.slug === data.rubric);
  const heading = rubric ? `${data.feed.name}: ${rubric.name}` : data.feed.name;
  return {
    metadataBase: new URL(data.origin),
    title: `${data.page > 1 ? `${heading}, ${t("pageTitle", { page: data.page })}` : heading} — ${data.site.name}`,
    description: t("feedDescription", { feed: data.feed.name, site: data.site.name }),
    alternates: { canonical: feedHref(data.feed.slug, { rubric: data.rubric, page: data.page }) },
  };
}

/** /posts/{feedSlug}?rubric&page (spec §2): the feed's posts, newest first, filtered by rubric, a page at a time. */
export default async function FeedPage(props: TProps) {
  const data = await load(props);
  if (!data) notFound();
  const t = await getTranslations("content");
  const { feed, list, rubric, page } = data;
  return (
    <PageWrapper title={feed.name}>
      {feed.rubrics.length > 0 ? (
        <FeedRubricFilter label={t("rubrics")} allLabel={t("allRubrics")} rubrics={feed.rubrics} current={rubric} hrefOf={(r) => feedHref(feed.slug, { rubric: r, page: 1 })} />
      ) : null}
      {list.items.length === 0 ? (
        <p className="text-muted">{t("empty")}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {list.items.map((item) => (
            <FeedItemCard key={item.id} item={item} readMore={t("readMore")} rubricHref={(r) => feedHref(feed.slug, { rubric: r, page: 1 })} />
          ))}
        </div>
      )}
      <FeedPagination
        label={t("pagination")}
        previous={t("previousPage")}
        next={t("nextPage")}
        page={page}
        pageCount={list.meta.pageCount}
        hrefOf={(n) => feedHref(feed.slug, { rubric, page: n })}
      />
    </PageWrapper>
  );
}
