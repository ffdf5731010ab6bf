"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { HtmlContent } from "@/components/ui/html-content";
import { LoadState } from "./load-state";
import { OtherPosts } from "./other-posts";
import { PostMeta } from "./post-meta";
import { useFeed, useFeedItem, useLatestPosts } from "./use-content-queries";

/** "#/posts/{feed}/{item}": a post over the current screen, with its feed's latest posts beside it (spec §2). */
export function PostDialog({ feed, item, onClose }: { feed: string; item: string; onClose: () => void }) {
  const t = useTranslations("content");
  const post = useFeedItem(feed, item);
  const feedInfo = useFeed(feed);
  const latest = useLatestPosts(feed);
  const data = post.data;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={data?.title ?? t("loading")} size="large">
      <div data-testid="post-dialog" className="flex flex-col gap-6 md:flex-row">
        <article className="flex min-w-0 flex-1 flex-col gap-3">
          {data ? (
            <>
              <p className="text-sm">
                <a href={`/posts/${data.feed.slug}`} className="text-primary hover:underline">
                  {t("feedLink", { feed: feedInfo.data?.name ?? data.feed.name })}
                </a>
              </p>
              <PostMeta publishedAt={data.publishedAt} rubric={data.rubric} />
              <HtmlContent html={data.html} />
              <a href={data.url} className="self-start text-sm text-primary hover:underline">
                {t("openAsPage")}
              </a>
            </>
          ) : (
            <LoadState error={post.error} onRetry={() => void post.refetch()} />
          )}
        </article>
        {latest.data && latest.data.items.length > 0 ? (
          <aside className="w-full shrink-0 border-t border-line pt-4 md:w-64 md:border-t-0 md:border-l md:pt-0 md:pl-6">
            <OtherPosts heading={t("otherPosts")} items={latest.data.items} currentId={data?.id ?? 0} hrefOf={(other) => `#/posts/${feed}/${other.slug}`} />
          </aside>
        ) : null}
      </div>
    </Dialog>
  );
}
