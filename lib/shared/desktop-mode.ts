/**
 * Spec §9 "switch to desktop mode on mobile": a phone renders the 1280 px desktop layout, zoomed out.
 * The choice is a cookie, so the server writes the matching viewport into the very first HTML — no
 * flash of the phone layout, no script before paint.
 */
export const DESKTOP_MODE_COOKIE = "B2B_DESKTOP_MODE";
export const DESKTOP_MODE_WIDTH = 1280;

export const mobileViewportContent = "width=device-width, initial-scale=1";
export const desktopViewportContent = `width=${DESKTOP_MODE_WIDTH}`;
