import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isIPv4, isIPv6, type BlockList } from "node:net";

/**
 * The TCP peer of a request, as the production server (scripts/start.ts) saw it on the socket. The
 * server deletes any copy of this header a client sent and sets its own, so the value cannot be forged;
 * a process that never stamped a request (`next start`, `next dev`, tests) trusts no copy of it.
 */
export const PEER_ADDRESS_HEADER = "x-b2b-peer-address";

/** The client's address as the production server worked it out (see clientAddressOf); set like the peer header. */
export const CLIENT_ADDRESS_HEADER = "x-b2b-client-address";

const globalForPeer = globalThis as unknown as { __b2bPeerAddressStamped?: boolean };

/**
 * Headers a reverse proxy adds: a proxied request is not "from this machine" even when its peer is.
 * Checked here, on the request as it arrived: Next itself adds x-forwarded-for to every request later.
 */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"] as const;

/** The header's value for a request a proxy forwarded: never a loopback address. */
const PROXIED = "proxied";

type THeaderReader = { get(name: string): string | null };

function replaceHeader(req: IncomingMessage, name: string, value: string): void {
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i].toLowerCase() === name) raw.splice(i, 2);
  raw.push(name, value);
  req.headers[name] = value;
}

const ipType = (address: string) => (isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : null);
const isTrusted = (address: string, trusted: BlockList) => {
  const type = ipType(address);
  return type !== null && trusted.check(address, type);
};

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy — then the nearest
 * address in X-Forwarded-For that is not itself a trusted proxy (read from the right: entries on the
 * left are whatever the client wrote). With no trusted proxies (the default) X-Forwarded-For is ignored.
 */
export function clientAddressOf(peer: string, forwardedFor: string | undefined, trusted: BlockList): string {
  const socketPeer = peer.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (!isTrusted(socketPeer, trusted) || !forwardedFor) return socketPeer;
  const hops = forwardedFor.split(",").map((s) => s.trim()).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!ipType(hops[i])) return socketPeer;
    if (!isTrusted(hops[i], trusted)) return hops[i];
  }
  return hops[0] ?? socketPeer;
}

/**
 * Replaces the request's peer header with the socket's remote address, or "proxied" when a proxy
 * forwarded the request, and its client-address header with clientAddressOf (call before any handler sees it).
 */
export function stampPeerAddress(req: IncomingMessage, trusted: BlockList): void {
  globalForPeer.__b2bPeerAddressStamped = true;
  const isProxied = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
  const peer = req.socket.remoteAddress ?? "";
  replaceHeader(req, PEER_ADDRESS_HEADER, isProxied ? PROXIED : peer);
  const forwardedFor = req.headers["x-forwarded-for"];
  replaceHeader(req, CLIENT_ADDRESS_HEADER, clientAddressOf(peer, Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor, trusted));
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

/**
 * The client's address for rate limits: the one our server stamped. A process that stamps nothing
 * (`next dev`, `next start`, the in-process tests) has no socket to ask and takes X-Forwarded-For as is.
 */
export function clientAddress(headers: THeaderReader): string {
  if (globalForPeer.__b2bPeerAddressStamped) return headers.get(CLIENT_ADDRESS_HEADER) || "local";
  return headers.get("x-forwarded-for")?.split(",")[0].trim() || headers.get("x-real-ip") || "local";
}

/**
 * HSTS for a year. No includeSubDomains: a seller's storefront host may be a subdomain of a domain whose
 * other hosts are not ours to pin to HTTPS.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/**
 * Whether the client reached us over HTTPS: a TLS socket of our own, or — only when the peer is a trusted
 * proxy — `X-Forwarded-Proto: https` (its first value: the proxy that faced the client). A client's own
 * X-Forwarded-Proto is ignored, like its X-Forwarded-For.
 */
export function cameOverHttps(req: IncomingMessage, trusted: BlockList): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const peer = (req.socket.remoteAddress ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (!isTrusted(peer, trusted)) return false;
  const proto = req.headers["x-forwarded-proto"];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0].trim().toLowerCase();
  return first === "https";
}

/** Strict-Transport-Security on the answer to a request that came over HTTPS (never on plain HTTP, where browsers ignore it anyway). */
export function stampTransportSecurity(req: IncomingMessage, res: ServerResponse, trusted: BlockList): void {
  if (cameOverHttps(req, trusted)) res.setHeader("strict-transport-security", STRICT_TRANSPORT_SECURITY);
}
