import { IntentLink } from "./intent-link";

type TTab = { key: string; href: string; label: string };

/** A screen's tabs that are pages (orders, personal area): links, the current one marked for screen readers; they scroll sideways on a phone. */
export function TabLinks({ label, tabs, current }: { label: string; tabs: readonly TTab[]; current: string }) {
  return (
    <nav aria-label={label} className="flex gap-1 overflow-x-auto border-b border-line">
      {tabs.map((item) => (
        <IntentLink
          key={item.key}
          href={item.href}
          aria-current={item.key === current ? "page" : undefined}
          className={`-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap ${item.key === current ? "border-primary text-primary" : "border-transparent text-muted hover:text-ink"}`}
        >
          {item.label}
        </IntentLink>
      ))}
    </nav>
  );
}
