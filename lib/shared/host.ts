/** "Shop.Example.ru:3000" → "shop.example.ru"; IPv6 "[::1]:3000" → "[::1]"; trailing dot dropped. */
export function normalizeHost(host: string | null | undefined): string {
  if (!host) return "";
  const h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  return h.replace(/:\d+$/, "").replace(/\.$/, "");
}
