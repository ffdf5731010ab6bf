/** React Query keys of the auth area; other areas invalidate `currentUser` after changing the user. */
export const authQueryKeys = {
  currentUser: ["user", "current"] as const,
  companyList: ["user", "company-list"] as const,
  appInfo: ["app", "info"] as const,
  siteSettings: ["app", "settings"] as const,
  devOutbox: ["app", "dev-outbox"] as const,
  captchaChallenge: ["captcha", "local-challenge"] as const,
  companySuggestions: (keyword: string) => ["lookup", "company", keyword] as const,
};
