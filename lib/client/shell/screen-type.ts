import { useSyncExternalStore } from "react";

/** Spec §9: lg (1280 px, the desktop layout) and sm choose desktop, tablet and mobile. Same values as globals.css. */
export const screenBreakpoints = { sm: 640, lg: 1280 } as const;

export type TScreenType = "desktop" | "tablet" | "mobile";

export function screenTypeFor(width: number): TScreenType {
  if (width >= screenBreakpoints.lg) return "desktop";
  if (width >= screenBreakpoints.sm) return "tablet";
  return "mobile";
}

function subscribe(onChange: () => void): () => void {
  const queries = [`(min-width: ${screenBreakpoints.sm}px)`, `(min-width: ${screenBreakpoints.lg}px)`].map((q) => window.matchMedia(q));
  for (const query of queries) query.addEventListener("change", onChange);
  return () => {
    for (const query of queries) query.removeEventListener("change", onChange);
  };
}

/**
 * The screen type for behaviour (which notice to show); the layout itself is CSS. Null while rendering
 * on the server and during hydration: a component must not guess the device before it knows.
 */
export function useScreenType(): TScreenType | null {
  return useSyncExternalStore(subscribe, () => screenTypeFor(window.innerWidth), () => null);
}
