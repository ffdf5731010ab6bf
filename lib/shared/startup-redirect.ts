/**
 * The spec's startup redirects (§2). Returns the path+query to redirect to, or null to go on.
 * `search` is the raw query string including "?" (or "").
 */
export function startupRedirect(pathname: string, search: string, homeRedirect: boolean): string | null {
  const params = new URLSearchParams(search);
  if (pathname === "/" && homeRedirect && search.length <= 1) return "/catalog";
  if (pathname === "/content" && params.get("content")) {
    return `/content/${encodeURIComponent(params.get("content") ?? "")}`;
  }
  const news = /^\/news\/([^/]+)\/?$/.exec(pathname);
  if (news) return `/posts/news/${news[1]}${search.length > 1 ? search : ""}`;
  if (pathname === "/catalog" && params.has("erid")) {
    params.delete("erid");
    const rest = params.toString();
    return `/catalog${rest ? `?${rest}` : ""}`;
  }
  return null;
}
