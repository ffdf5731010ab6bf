"use client";

import { IntentLink } from "./intent-link";

/** A screen's tabs as links (each tab has its own address); the current one is marked for screen readers. */
export function TabNav({ label, tabs, current }: { label: string; tabs: { key: string; href: string; label: string }[]; current: string }) {
  return (
    <nav aria-label={label} className="flex gap-1 overflow-x-auto border-b border-line">
      {tabs.map((tab) => (
        <IntentLink
          key={tab.key}
          href={tab.href}
          aria-current={tab.key === current ? "page" : undefined}
          className={`-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap ${tab.key === current ? "border-primary text-primary" : "border-transparent text-muted hover:text-ink"}`}
        >
          {tab.label}
        </IntentLink>
      ))}
    </nav>
  );
}
