import { IntentLink } from "@/components/ui/intent-link";

type TProps = { label: string; previous: string; next: string; page: number; pageCount: number; hrefOf: (page: number) => string };

/** Page links of a feed (plain links: search engines follow them, and the page works without scripts). */
export function FeedPagination({ label, previous, next, page, pageCount, hrefOf }: TProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  const cell = "inline-flex min-w-9 items-center justify-center rounded-md border px-3 py-1.5 text-sm";
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      {page > 1 ? (
        <IntentLink href={hrefOf(page - 1)} rel="prev" className={`${cell} border-line hover:border-primary`}>
          {previous}
        </IntentLink>
      ) : null}
      {pages.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={`${cell} border-primary bg-primary text-white`}>
            {n}
          </span>
        ) : (
          <IntentLink key={n} href={hrefOf(n)} className={`${cell} border-line hover:border-primary`}>
            {n}
          </IntentLink>
        ),
      )}
      {page < pageCount ? (
        <IntentLink href={hrefOf(page + 1)} rel="next" className={`${cell} border-line hover:border-primary`}>
          {next}
        </IntentLink>
      ) : null}
    </nav>
  );
}
