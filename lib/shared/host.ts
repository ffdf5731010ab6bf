/** "Shop.Example.ru:3000" → "shop.example.ru"; IPv6 "[::1]:3000" → "[::1]"; trailing dot dropped. */
export function normalizeHost(host: string | null | undefined): string {
  if (!host) return "";
  const h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  return h.replace(/:\d+$/, "").replace(/\.$/, "");
}

/** The scheme pages are served over: https only when the proxy in front says so (X-Forwarded-Proto). */
export function forwardedScheme(forwardedProto: string | null | undefined): "https" | "http" {
  return forwardedProto?.split(",")[0].trim() === "https" ? "https" : "http";
}
