"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

/** A click that the app router will turn into a client navigation to another address. */
function isInAppNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * The loading indicator (spec §2 "Full-page states"): a thin bar at the top while the next page is
 * on its way. Pages are server-rendered, so the first load needs none; a route-level loading.tsx is not
 * used because it would commit "200" before a page could still answer 404, and hide server HTML from
 * clients without JavaScript.
 */
export function NavigationProgress() {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const address = `${pathname}?${searchParams.toString()}`;
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isInAppNavigation(event)) setPendingFrom(`${window.location.pathname}?${new URLSearchParams(window.location.search).toString()}`);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  // Arriving at a new address ends the wait; so does a stale one (the click did not navigate after all).
  const isActive = pendingFrom !== null && pendingFrom === address;
  useEffect(() => {
    if (pendingFrom === null) return;
    const timer = window.setTimeout(() => setPendingFrom(null), 15_000);
    return () => window.clearTimeout(timer);
  }, [pendingFrom]);

  if (!isActive) return null;
  return (
    <div role="progressbar" aria-label={t("loading")} aria-busy="true" className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-primary-light">
      <div className="progress-bar-indeterminate h-full w-1/3 bg-primary" />
    </div>
  );
}
