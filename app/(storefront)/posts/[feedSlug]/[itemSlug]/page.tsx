import type { Metadata } from "next";
import { openGraphOf } from "@/lib/server/seo/open-graph";
import { IntentLink } from "@/components/ui/intent-link";
import { notFound, permanentRedirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { OtherPosts } from "@/components/content/other-posts";
import { PostMeta } from "@/components/content/post-meta";
import { HtmlContent } from "@/components/ui/html-content";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { ZFeedItemParams } from "@/lib/contracts/content";
import { getFeedItem } from "@/lib/server/content/get-feed-item";
import { listFeedItems } from "@/lib/server/content/list-feed-items";
import { unlessNotFound } from "@/lib/server/content/unless-not-found";
import { contentRequest } from "../../../content/content-request";

type TProps = { params: Promise<{ feedSlug: string; itemSlug: string }> };

const SIDE_POSTS = 5;

const loadPost = cache(async (feedSlug: string, itemSlug: string) => {
  const parsed = ZFeedItemParams.safeParse({ slug: feedSlug, id: itemSlug });
  if (!parsed.success) return null;
  const ctx = await contentRequest();
  const [post, latest] = await Promise.all([
    unlessNotFound(getFeedItem(ctx, { slug: parsed.data.slug, key: parsed.data.id })),
    unlessNotFound(listFeedItems(ctx, { slug: parsed.data.slug, page: 1, perPage: SIDE_POSTS, rubric: null })),
  ]);
  return post ? { ...ctx, post, latest: latest?.items ?? [] } : null;
});

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { feedSlug, itemSlug } = await params;
  const data = await loadPost(feedSlug, itemSlug);
  if (!data) return {};
  const t = await getTranslations("content");
  // Every page gets a description (search snippets, Lighthouse SEO): a post without a preview gets one made of its title.
  const description = data.post.previewText || t("postMetaDescription", { title: data.post.title, feed: data.post.feed.name, site: data.site.name });
  return {
    metadataBase: new URL(data.origin),
    title: `${data.post.title} — ${data.site.name}`,
    description,
    alternates: { canonical: data.post.url },
    openGraph: openGraphOf({
      type: "article",
      siteName: data.site.name,
      title: data.post.title,
      description,
      url: data.post.url,
      image: data.post.imageUrl ? { url: data.post.imageUrl, alt: data.post.title } : null,
      publishedTime: data.post.publishedAt,
    }),
  };
}

/**
 * /posts/{feedSlug}/{itemSlug} (spec §2): one post with its feed beside it. An old address by id
 * (/news/{id} is redirected here) moves on to the post's own address.
 */
export default async function PostPage({ params }: TProps) {
  const { feedSlug, itemSlug } = await params;
  const data = await loadPost(feedSlug, itemSlug);
  if (!data) notFound();
  const { post } = data;
  if (itemSlug !== post.slug) permanentRedirect(post.url);
  const t = await getTranslations("content");
  return (
    <PageWrapper
      title={post.title}
      side={<OtherPosts heading={t("otherPosts")} items={data.latest} currentId={post.id} hrefOf={(item) => item.url} />}
    >
      <article className="flex max-w-3xl flex-col gap-3">
        <PostMeta publishedAt={post.publishedAt} rubric={post.rubric} rubricHref={post.rubric ? `/posts/${post.feed.slug}?rubric=${post.rubric.slug}` : undefined} />
        <HtmlContent html={post.html} />
        <IntentLink href={`/posts/${post.feed.slug}`} className="self-start text-primary hover:underline">
          {t("backToFeed")}
        </IntentLink>
      </article>
    </PageWrapper>
  );
}
