"use client";

import { useId, useState } from "react";

/** A collapsible group of the filters panel; closed groups render nothing inside (a light page). */
export function FacetGroup({ title, badge, defaultOpen, children }: { title: string; badge?: number; defaultOpen: boolean; children: React.ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <section className="border-b border-line py-2 last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
          className="flex min-h-9 w-full items-center justify-between gap-2 rounded px-1 text-left text-sm font-medium hover:text-primary"
        >
          <span className="min-w-0 break-words">
            {title}
            {badge ? <span className="ml-2 rounded-full bg-primary px-1.5 text-xs text-white">{badge}</span> : null}
          </span>
          <svg aria-hidden width="12" height="12" viewBox="0 0 12 12" className={`shrink-0 transition-transform ${open ? "rotate-180" : ""}`}>
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </h3>
      <div id={`${id}-body`} hidden={!open} className="px-1 pt-1 pb-2">
        {open ? children : null}
      </div>
    </section>
  );
}
