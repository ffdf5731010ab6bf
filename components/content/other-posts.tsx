import type { TFeedItem } from "@/lib/contracts/content";
import { formatDate } from "@/lib/shared/money";

type TProps = {
  heading: string;
  items: TFeedItem[];
  currentId: number;
  /** Where a post leads: its page, or its hash in the post dialog. */
  hrefOf: (item: TFeedItem) => string;
};

/** The feed around a post: its latest posts, the current one marked (post page side, post dialog). */
export function OtherPosts({ heading, items, currentId, hrefOf }: TProps) {
  return (
    <nav aria-label={heading} className="flex flex-col gap-2">
      <h2 className="text-lg font-medium">{heading}</h2>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id}>
            {item.id === currentId ? (
              <span aria-current="page" className="font-medium">
                {item.title}
              </span>
            ) : (
              <a href={hrefOf(item)} className="text-primary hover:underline">
                {item.title}
              </a>
            )}
            <span className="block text-xs text-muted">{formatDate(item.publishedAt)}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
