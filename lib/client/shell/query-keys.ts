/** React Query keys of the shell. */
export const shellQueryKeys = {
  cookieConsent: ["app", "cookie-consent"] as const,
  company: ["user", "company"] as const,
  searchSuggest: (keyword: string) => ["search", "suggest", keyword] as const,
  cartCount: ["cart", "count"] as const,
};
