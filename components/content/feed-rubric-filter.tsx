import { IntentLink } from "@/components/ui/intent-link";
import type { TFeedRubric } from "@/lib/contracts/content";

type TProps = { label: string; allLabel: string; rubrics: TFeedRubric[]; current: string | null; hrefOf: (rubric: string | null) => string };

/** The rubric filter of a feed page: links, so each rubric is an address of its own. */
export function FeedRubricFilter({ label, allLabel, rubrics, current, hrefOf }: TProps) {
  const options: { slug: string | null; name: string }[] = [{ slug: null, name: allLabel }, ...rubrics];
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const isCurrent = option.slug === current;
          return (
            <li key={option.slug ?? ""}>
              <IntentLink
                href={hrefOf(option.slug)}
                aria-current={isCurrent ? "page" : undefined}
                className={`inline-block rounded-full border px-3 py-1 text-sm ${isCurrent ? "border-primary bg-primary text-white" : "border-line text-ink hover:border-primary hover:text-primary"}`}
              >
                {option.name}
              </IntentLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
