import "server-only";
import type { IncomingMessage } from "node:http";

/**
 * The TCP peer of a request, as the production server (scripts/start.ts) saw it on the socket. The
 * server deletes any copy of this header a client sent and sets its own, so the value cannot be forged;
 * a process that never stamped a request (`next start`, `next dev`, tests) trusts no copy of it.
 */
export const PEER_ADDRESS_HEADER = "x-b2b-peer-address";

const globalForPeer = globalThis as unknown as { __b2bPeerAddressStamped?: boolean };

/**
 * Headers a reverse proxy adds: a proxied request is not "from this machine" even when its peer is.
 * Checked here, on the request as it arrived: Next itself adds x-forwarded-for to every request later.
 */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"] as const;

/** The header's value for a request a proxy forwarded: never a loopback address. */
const PROXIED = "proxied";

type THeaderReader = { get(name: string): string | null };

/**
 * Replaces the request's peer header with the socket's remote address, or "proxied" when a proxy
 * forwarded the request (call before any handler sees it).
 */
export function stampPeerAddress(req: IncomingMessage): void {
  globalForPeer.__b2bPeerAddressStamped = true;
  const isProxied = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
  const address = isProxied ? PROXIED : (req.socket.remoteAddress ?? "");
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i].toLowerCase() === PEER_ADDRESS_HEADER) raw.splice(i, 2);
  raw.push(PEER_ADDRESS_HEADER, address);
  req.headers[PEER_ADDRESS_HEADER] = address;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, "");
  return address === "::1" || /^127(\.\d{1,3}){3}$/.test(v4);
}

/**
 * Whether the request came from this machine itself: its socket peer (stamped by our server) is a
 * loopback address and no proxy forwarded it. Never true where our server did not stamp the request.
 */
export function isLoopbackPeer(headers: THeaderReader): boolean {
  if (!globalForPeer.__b2bPeerAddressStamped) return false;
  return isLoopbackAddress(headers.get(PEER_ADDRESS_HEADER) ?? "");
}
