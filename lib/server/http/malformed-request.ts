import "server-only";

/** What is wrong with a request before any route sees it, or null when nothing is. */
export type TMalformedRequest = "bad-path" | "nul-in-url" | "bad-host";

// A Host header: a name or IPv4 (letters, digits, dots, hyphens) or a bracketed IPv6, then an optional port.
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * Checks what Next would otherwise choke on (a 500 on every route): a path whose percent-escapes do not
 * decode (`/api/health/%FF`, `%C0%AF`, a lone `%`), a NUL anywhere in a page's address (`?keyword=%00`;
 * API calls answer a NUL in their query themselves, naming the field), a Host that is no host name or has
 * a port past 65535.
 */
export function malformedRequest(url: string, host: string | undefined): TMalformedRequest | null {
  const hostMatch = host === undefined ? null : HOST.exec(host.trim());
  if (host !== undefined && (!hostMatch || (hostMatch[1] !== undefined && (Number(hostMatch[1]) < 1 || Number(hostMatch[1]) > 65535)))) return "bad-host";
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  try {
    decodeURIComponent(path);
  } catch {
    return "bad-path";
  }
  if (!path.startsWith("/api/") && (/%00/i.test(url) || url.includes("\u0000"))) return "nul-in-url";
  return null;
}
