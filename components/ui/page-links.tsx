import { IntentLink } from "./intent-link";

/** A list's pages as links (1 … pageCount), the current one marked; nothing when there is one page. */
export function PageLinks({ label, pageCount, current, hrefOf }: { label: string; pageCount: number; current: number; hrefOf: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
        <IntentLink
          key={n}
          href={hrefOf(n)}
          aria-current={n === current ? "page" : undefined}
          className={`rounded-md border px-3 py-1 text-sm ${n === current ? "border-primary text-primary" : "border-line"}`}
        >
          {n}
        </IntentLink>
      ))}
    </nav>
  );
}
