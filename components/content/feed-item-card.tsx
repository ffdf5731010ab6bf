import { IntentLink } from "@/components/ui/intent-link";
import type { TFeedItem } from "@/lib/contracts/content";
import { PostMeta } from "./post-meta";

/** A post in the feed list: title link, date, rubric and preview text. */
export function FeedItemCard({ item, readMore, rubricHref }: { item: TFeedItem; readMore: string; rubricHref: (slug: string) => string }) {
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-line bg-white p-4" data-testid="feed-item">
      <h2 className="text-lg font-medium">
        <IntentLink href={item.url} className="hover:text-primary hover:underline">
          {item.title}
        </IntentLink>
      </h2>
      <PostMeta publishedAt={item.publishedAt} rubric={item.rubric} rubricHref={item.rubric ? rubricHref(item.rubric.slug) : undefined} />
      {item.previewText ? <p>{item.previewText}</p> : null}
      <IntentLink href={item.url} className="self-start text-sm text-primary hover:underline" aria-label={`${readMore}: ${item.title}`}>
        {readMore}
      </IntentLink>
    </article>
  );
}
