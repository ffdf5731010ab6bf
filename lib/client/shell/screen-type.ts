import { startTransition, useEffect, useState } from "react";

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

// Set once the first screen has hydrated: components mounted later know the screen from their first render.
let isHydrated = false;

/**
 * The screen type for behaviour (which notice to show, the phone's list); the layout itself is CSS.
 * Null while rendering on the server and during hydration: a component must not guess the device
 * before it knows. The change after hydration (and on resizing across a breakpoint) is a transition:
 * re-rendering a screen for its device is work React slices and interrupts, never one long task that
 * blocks the first taps (it was the catalogue's longest task after hydration on phones).
 */
export function useScreenType(): TScreenType | null {
  const [screen, setScreen] = useState<TScreenType | null>(() => (isHydrated ? screenTypeFor(window.innerWidth) : null));
  useEffect(() => {
    isHydrated = true;
    const update = () => {
      const next = screenTypeFor(window.innerWidth);
      startTransition(() => setScreen(next));
    };
    update();
    return subscribe(update);
  }, []);
  return screen;
}
