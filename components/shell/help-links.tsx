"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { menuItemClass } from "@/components/ui/menu";
import type { THelpLink } from "@/lib/contracts/help";

const isSitePath = (href: string) => href.startsWith("/");

/** A help link or video: a page of the site in this tab, an outside address in a new one (said to screen readers). */
export function HelpHref({ link, className, onNavigate }: { link: THelpLink; className: string; onNavigate?: () => void }) {
  const t = useTranslations("shell.help");
  if (isSitePath(link.href)) {
    return (
      <IntentLink href={link.href} className={className} onClick={onNavigate}>
        {link.title}
      </IntentLink>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
      {link.title}
      <span className="sr-only"> {t("newTab")}</span>
      <svg aria-hidden width="14" height="14" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" className="shrink-0 text-muted">
        <path d="M11 3h6v6M17 3l-8 8M15 12v5H3V5h5" />
      </svg>
    </a>
  );
}

/** The help menu's seller links (spec §3 Help state: linksHeading, links), under their heading. */
export function HelpLinks({ heading, links, onNavigate }: { heading: string | null; links: THelpLink[]; onNavigate: () => void }) {
  const t = useTranslations("shell.help");
  const headingId = useId();
  if (!links.length) return null;
  return (
    <nav aria-labelledby={headingId} className="mt-1 border-t border-line pt-1">
      <h2 id={headingId} className="px-3 py-1 text-xs font-medium uppercase text-muted">
        {heading ?? t("linksHeading")}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={`${link.href}-${link.title}`}>
            <HelpHref link={link} className={menuItemClass} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
