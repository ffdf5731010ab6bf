/** Cookies the server and the browser both name: one spelling for both sides. */

/** The page language the buyer chose with the language switcher; server rendering reads it. */
export const LANGUAGE_COOKIE = "B2B_LANGUAGE";

/** The signed-in buyer's identity for server-rendered pages (it personalises; it never authorises). */
export const IDENTITY_COOKIE_NAME = "b2b_identity";
