"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

type TProps = Omit<ComponentProps<typeof Link>, "prefetch" | "href"> & { href: string };

/**
 * Every in-app link of ours (nothing imports next/link directly, ADR 0010): it prefetches its page when
 * the user reaches for it — pointer over it, focus, touch — instead of when it scrolls into view.
 * Viewport prefetching made every first load of every page ask the server for 3–5 other pages (each a
 * dynamic render) and parse their answers on the phone while the page itself was still starting
 * (docs/benchmarks.md, "Shell" → "Round of 26 Nov 2026, 00:00–01:00 UTC: prefetching on intent").
 */
export function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: TProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
