import type { TFeedRubric } from "@/lib/contracts/content";
import { formatDate } from "@/lib/shared/money";

/** The date and rubric line of a post (pages and the post dialog). */
export function PostMeta({ publishedAt, rubric, rubricHref }: { publishedAt: string; rubric: TFeedRubric | null; rubricHref?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
      <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
      {rubric ? (
        rubricHref ? (
          <a href={rubricHref} className="rounded bg-primary-light px-2 py-0.5 text-primary hover:underline">
            {rubric.name}
          </a>
        ) : (
          <span className="rounded bg-primary-light px-2 py-0.5 text-primary">{rubric.name}</span>
        )
      ) : null}
    </p>
  );
}
