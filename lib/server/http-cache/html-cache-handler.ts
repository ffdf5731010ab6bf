import "server-only";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { newNonce, nonceOf } from "../http/security-headers";
import { createByteLru } from "./byte-lru";
import { htmlCacheDecision } from "./html-cache-key";
import { recordView, searchLogCopier, type TSearchLogCopier, type TSearchLogRef, type TViewRecord } from "./view-record";

const gzip = promisify(zlib.gzip);
// A body rewritten for one view (its own search-log uuid) is compressed for that one response: the
// fastest level, as the CPU it takes is spent on every such view.
const gzipOnce = (body: Buffer) => gzip(body, { level: 1 });

export type TNodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** A rendered page as the app produced it: uncompressed, with the app's headers. */
export type TCachedPage = { status: number; headers: OutgoingHttpHeaders; body: Buffer; searchLogs: TSearchLogRef[]; gzipped?: Buffer };

export type THtmlCacheOptions = {
  /** The app (Next's request handler). */
  handle: TNodeHandler;
  /** How long a page is served from the cache; 0 turns the cache off. */
  ttlMs: number;
  maxBytes: number;
  now?: () => number;
  /** How a cached view gets its own search-log row; defaults to the one the app registered. */
  copySearchLog?: TSearchLogCopier;
  onError?: (error: unknown) => void;
};

export type THtmlCacheHandler = TNodeHandler & { stats: { hits: number; misses: number; bypasses: number; coalesced: number }; cachedBytes: () => number };

// Headers the cache sets itself for the body it sends (the stored body is always uncompressed).
const BODY_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding"]);
/**
 * Headers that belong to one request, not to the page (the front server sets them from how the request
 * came in): never stored with a cached page, and left on the response a cached page is sent on.
 */
const REQUEST_HEADERS = new Set(["strict-transport-security"]);

function acceptsGzip(req: IncomingMessage): boolean {
  const value = req.headers["accept-encoding"];
  return /\bgzip\b/i.test(Array.isArray(value) ? value.join(",") : (value ?? ""));
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  // A copy: the app's stream may reuse the memory of a chunk once it is written.
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}

/**
 * Lets the app render into `res` without sending anything: the status, headers and body are collected
 * and handed back when the app ends the response. The app is asked for an uncompressed body (the cache
 * compresses per client on the way out). Sending is left to the caller, which then ends `res` for real.
 */
function capture(req: IncomingMessage, res: ServerResponse, handle: TNodeHandler, record: TViewRecord): Promise<TCachedPage> {
  delete req.headers["accept-encoding"];
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let ended = false;
    const patched = res as unknown as Record<string, unknown>;
    const restore = () => {
      for (const name of ["write", "end", "writeHead", "flushHeaders"]) delete patched[name];
    };
    patched.writeHead = (status: number, ...rest: unknown[]) => {
      res.statusCode = status;
      const headers = rest.find((arg) => typeof arg === "object" && arg !== null && !Array.isArray(arg)) as OutgoingHttpHeaders | undefined;
      for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
      return res;
    };
    patched.flushHeaders = () => undefined;
    patched.write = (chunk: unknown, encoding?: unknown, callback?: unknown) => {
      chunks.push(toBuffer(chunk, encoding));
      const done = typeof encoding === "function" ? encoding : callback;
      if (typeof done === "function") queueMicrotask(() => done());
      return true;
    };
    patched.end = (chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      if (ended) return res;
      ended = true;
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
      restore();
      const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !REQUEST_HEADERS.has(name)));
      resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks), searchLogs: record.searchLogs });
      const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
      if (typeof done === "function") res.once("finish", () => done());
      return res;
    };
    recordView(record, () => handle(req, res)).then(
      () => {
        if (ended) return;
        restore();
        reject(new Error("the app finished without ending the response"));
      },
      (error: unknown) => {
        if (ended) return;
        restore();
        reject(error);
      },
    );
  });
}

/** `text` replaced by `by` everywhere in `body`, without decoding the whole page to a string and back. */
function replaceAll(body: Buffer, text: string, by: string): Buffer {
  const needle = Buffer.from(text, "utf8");
  const replacement = Buffer.from(by, "utf8");
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at), replacement);
    from = at + needle.length;
  }
  if (from === 0) return body;
  parts.push(body.subarray(from));
  return Buffer.concat(parts);
}

const policyOf = (page: TCachedPage): string => String(page.headers["content-security-policy"] ?? "");

/** A page each view of which gets its own bytes: a search-log uuid or a CSP nonce in it. */
function isPerView(page: TCachedPage): boolean {
  return page.searchLogs.length > 0 || nonceOf(policyOf(page)) !== null;
}

function isCacheable(page: TCachedPage): boolean {
  const type = String(page.headers["content-type"] ?? "");
  return page.status === 200 && page.headers["set-cookie"] === undefined && type.startsWith("text/html");
}

async function send(req: IncomingMessage, res: ServerResponse, page: TCachedPage, body: Buffer, gzipped: Buffer | null, xCache: "HIT" | "MISS"): Promise<void> {
  for (const name of res.getHeaderNames()) if (!REQUEST_HEADERS.has(name)) res.removeHeader(name);
  for (const [name, value] of Object.entries(page.headers)) if (value !== undefined && !BODY_HEADERS.has(name)) res.setHeader(name, value);
  res.setHeader("x-cache", xCache);
  const vary = String(page.headers.vary ?? "");
  res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  res.statusCode = page.status;
  const out = acceptsGzip(req) ? (gzipped ?? (await gzipOnce(body))) : body;
  if (out !== body) res.setHeader("content-encoding", "gzip");
  res.setHeader("content-length", out.length);
  res.end(req.method === "HEAD" ? undefined : out);
}

/**
 * The HTML micro-cache in front of the app (docs/adr/0005-html-micro-cache.md): anonymous GETs of the
 * cached addresses are answered from memory for `ttlMs`; concurrent misses of one key wait for a single
 * render; every other request goes straight to the app.
 */
export function createHtmlCacheHandler(options: THtmlCacheOptions): THtmlCacheHandler {
  const { handle, ttlMs, maxBytes, now = Date.now, onError } = options;
  const pages = createByteLru<TCachedPage>({ maxBytes, ttlMs, now });
  const inflight = new Map<string, Promise<TCachedPage | null>>();
  const stats = { hits: 0, misses: 0, bypasses: 0, coalesced: 0 };

  /** Serves a stored page to another visitor; false when it cannot (the app renders instead). */
  async function serveStored(req: IncomingMessage, res: ServerResponse, page: TCachedPage): Promise<boolean> {
    if (!isPerView(page)) {
      page.gzipped ??= acceptsGzip(req) ? await gzip(page.body) : undefined;
      await send(req, res, page, page.body, page.gzipped ?? null, "HIT");
      return true;
    }
    // Every view of a keyword search has its own search-log row: the view gets a new uuid in the HTML,
    // and the cached view's row is copied under it while the page is on its way (a uuid is unique text,
    // so replacing it cannot touch anything else). A product opened from the page looks the row up
    // later, behind this insert in the database's queue; a failed copy only loses that click's
    // attribution (an unknown uuid is ignored), so it is logged, not shown.
    const copy = page.searchLogs.length ? (options.copySearchLog ?? searchLogCopier()) : null;
    if (page.searchLogs.length && !copy) return false;
    let body = page.body;
    for (const ref of page.searchLogs) {
      const uuid = randomUUID();
      body = replaceAll(body, ref.uuid, uuid);
      copy?.(ref, uuid).catch((error: unknown) => onError?.(error));
    }
    // Every view has its own CSP nonce too (docs/adr/0015): a nonce another visitor has seen is no
    // secret. It is 24 random characters, so it is replaced as safely as the uuid.
    const policy = policyOf(page);
    const nonce = nonceOf(policy);
    let headers = page.headers;
    if (nonce) {
      const fresh = newNonce();
      body = replaceAll(body, nonce, fresh);
      headers = { ...headers, "content-security-policy": policy.replaceAll(nonce, fresh) };
    }
    await send(req, res, { ...page, headers }, body, null, "HIT");
    return true;
  }

  const handler = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const decision = ttlMs > 0 ? htmlCacheDecision(req) : null;
    if (!decision || decision.kind === "bypass") {
      stats.bypasses++;
      return handle(req, res);
    }
    const { key } = decision;
    const stored = pages.get(key);
    if (stored) {
      if (await serveStored(req, res, stored)) {
        stats.hits++;
        return;
      }
      return handle(req, res);
    }
    const pending = inflight.get(key);
    if (pending) {
      const page = await pending;
      if (page && (await serveStored(req, res, page))) {
        stats.coalesced++;
        stats.hits++;
        return;
      }
      // The render it waited for cannot be shared (an error page, a cookie): its own render.
      return handle(req, res);
    }
    stats.misses++;
    let settle: (page: TCachedPage | null) => void = () => undefined;
    inflight.set(key, new Promise((resolve) => (settle = resolve)));
    const wantsGzip = acceptsGzip(req);
    try {
      const page = await capture(req, res, handle, { searchLogs: [] });
      const cacheable = isCacheable(page);
      const gzipped = wantsGzip ? await gzip(page.body) : null;
      // The same bytes serve later hits, unless each hit rewrites a search-log uuid or the nonce in them.
      if (gzipped && !isPerView(page)) page.gzipped = gzipped;
      if (cacheable) pages.set(key, page, page.body.length + (page.gzipped?.length ?? 0));
      settle(cacheable ? page : null);
      if (wantsGzip) req.headers["accept-encoding"] = "gzip";
      await send(req, res, page, page.body, gzipped, "MISS");
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      inflight.delete(key);
    }
  };
  return Object.assign(handler, { stats, cachedBytes: () => pages.bytes() });
}
