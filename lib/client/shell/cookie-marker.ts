/**
 * The cookie notice is part of the server-rendered page, so that a new visitor sees it in the first
 * paint instead of it popping in after hydration (it was the page's Largest Contentful Paint, late).
 * A browser that has accepted keeps this marker: a tiny script in the page hides the notice before the
 * first paint, and GET /api/v2/cookie/check still decides once the app runs. The server itself cannot
 * know (the visitor id lives in localStorage, and anonymous pages are shared by the HTML cache).
 */
export const COOKIES_ACCEPTED_KEY = "B2B_COOKIES_ACCEPTED";

/** The attribute on <html> that hides the notice (app/globals.css). */
export const COOKIES_ACCEPTED_ATTRIBUTE = "data-cookies-accepted";

/** Runs in the page before the notice is painted; storage may be blocked, then the notice shows. */
export const cookieMarkerScript = `try{if(localStorage.getItem(${JSON.stringify(COOKIES_ACCEPTED_KEY)}))document.documentElement.setAttribute(${JSON.stringify(COOKIES_ACCEPTED_ATTRIBUTE)},"")}catch(e){}`;

/** Remembers the check's answer for the next page's first paint. */
export function rememberCookieConsent(accepted: boolean): void {
  try {
    if (accepted) window.localStorage.setItem(COOKIES_ACCEPTED_KEY, "1");
    else window.localStorage.removeItem(COOKIES_ACCEPTED_KEY);
  } catch {
    // Storage blocked (private mode): the notice simply shows until the check answers.
  }
  if (!accepted) document.documentElement.removeAttribute(COOKIES_ACCEPTED_ATTRIBUTE);
}
