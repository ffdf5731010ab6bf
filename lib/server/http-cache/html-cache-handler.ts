import "server-only";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { newNonce, nonceOf } from "../http/security-headers";
import { createByteLru } from "./byte-lru";
import { htmlCacheScope } from "./html-cache-scope";
import { requestLookup, valueFor, type TRequestLookup, type TRequestRead } from "./request-read";
import { recordView, unrecordedReads, type TViewRecord } from "./view-record";

const gzip = promisify(zlib.gzip);
// A body rewritten for one view (its own CSP nonce) is compressed for that one response: the fastest
// level, as the CPU it takes is spent on every such view.
const gzipOnce = (body: Buffer) => gzip(body, { level: 1 });

export type TNodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * A rendered page as the app produced it: uncompressed, with the app's headers, and what its render read
 * of the request (each cookie, header or derived value once, with the value it had).
 */
export type TCachedPage = { status: number; headers: OutgoingHttpHeaders; body: Buffer; reads: TRequestRead[]; unkeyable: boolean; storedAt: number; gzipped?: Buffer };

export type THtmlCacheOptions = {
  /** The app (Next's request handler). */
  handle: TNodeHandler;
  /** How long a page is served from the cache; 0 turns the cache off. */
  ttlMs: number;
  maxBytes: number;
  now?: () => number;
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
function capture(req: IncomingMessage, res: ServerResponse, handle: TNodeHandler, record: TViewRecord): Promise<Omit<TCachedPage, "storedAt">> {
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
      resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks), reads: onceEach(record.reads), unkeyable: record.unkeyable });
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

/** A page each view of which gets its own bytes: a CSP nonce in it. */
function isPerView(page: TCachedPage): boolean {
  return nonceOf(policyOf(page)) !== null;
}

function isCacheable(page: TCachedPage): boolean {
  const type = String(page.headers["content-type"] ?? "");
  return !page.unkeyable && page.status === 200 && page.headers["set-cookie"] === undefined && type.startsWith("text/html");
}

/** Each cookie, header or derived value once, with the value the render got first. */
function onceEach(reads: TRequestRead[]): TRequestRead[] {
  const seen = new Map<string, TRequestRead>();
  for (const read of reads) if (!seen.has(`${read.source}:${read.name}`)) seen.set(`${read.source}:${read.name}`, read);
  return [...seen.values()];
}

/** The request would have read the same values as the page's render: it gets the same page. */
function servesRequest(page: TCachedPage, request: TRequestLookup): boolean {
  return page.reads.every((read) => valueFor(read, request) === read.value);
}

/** Variants of one address (other cookie or header values) kept at most; the oldest goes first. */
const MAX_VARIANTS = 16;

const bytesOf = (pages: TCachedPage[]) => pages.reduce((sum, page) => sum + page.body.length + (page.gzipped?.length ?? 0), 0);

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
 * The HTML micro-cache in front of the app (docs/adr/0036-cache-keyed-by-reads.md): anonymous GETs
 * of the cached addresses are answered from memory for `ttlMs`, each kept page only to requests whose
 * cookies and headers give the same values for everything its render read; concurrent misses of one
 * address wait for a single render; every other request goes straight to the app. Every request runs in
 * a view record, so any render's reads are seen.
 */
export function createHtmlCacheHandler(options: THtmlCacheOptions): THtmlCacheHandler {
  const { handle, ttlMs, maxBytes, now = Date.now } = options;
  const addresses = createByteLru<TCachedPage[]>({ maxBytes, ttlMs, now });
  const inflight = new Map<string, Promise<TCachedPage | null>>();
  const stats = { hits: 0, misses: 0, bypasses: 0, coalesced: 0 };
  const isFresh = (page: TCachedPage) => now() - page.storedAt < ttlMs;

  function find(address: string, request: TRequestLookup): TCachedPage | undefined {
    return addresses.get(address)?.find((page) => isFresh(page) && servesRequest(page, request));
  }

  function keep(address: string, page: TCachedPage): void {
    const variant = JSON.stringify(page.reads);
    const others = (addresses.get(address) ?? []).filter((kept) => isFresh(kept) && JSON.stringify(kept.reads) !== variant);
    const pages = [...others, page].slice(-MAX_VARIANTS);
    addresses.set(address, pages, bytesOf(pages));
  }

  /** Serves a stored page to another visitor. */
  async function serveStored(req: IncomingMessage, res: ServerResponse, page: TCachedPage): Promise<void> {
    if (!isPerView(page)) {
      page.gzipped ??= acceptsGzip(req) ? await gzip(page.body) : undefined;
      await send(req, res, page, page.body, page.gzipped ?? null, "HIT");
      return;
    }
    // Every view has its own CSP nonce (docs/adr/0015): a nonce another visitor has seen is no secret.
    // It is 24 random characters, so replacing it cannot touch anything else.
    const policy = policyOf(page);
    const nonce = nonceOf(policy) ?? "";
    const fresh = newNonce();
    const body = replaceAll(page.body, nonce, fresh);
    await send(req, res, { ...page, headers: { ...page.headers, "content-security-policy": policy.replaceAll(nonce, fresh) } }, body, null, "HIT");
  }

  const handler = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // What Next itself fills in when absent (base-server.js), filled in first, so the render reads the
    // value the cache sees: this server speaks plain HTTP; a TLS proxy in front says so in the header.
    req.headers["x-forwarded-proto"] ??= "http";
    const scope = ttlMs > 0 ? htmlCacheScope(req) : null;
    if (!scope || scope.kind === "bypass") {
      stats.bypasses++;
      return recordView({ reads: [], request: null, unkeyable: true }, () => handle(req, res));
    }
    const { address } = scope;
    // A copy: Next adds headers to the request it renders, the lookup must see the request as it came.
    const request = requestLookup({ ...req.headers });
    const stored = find(address, request);
    if (stored) {
      stats.hits++;
      return serveStored(req, res, stored);
    }
    const pending = inflight.get(address);
    if (pending) {
      const page = await pending;
      if (page && servesRequest(page, request)) {
        stats.coalesced++;
        stats.hits++;
        return serveStored(req, res, page);
      }
      // The render it waited for cannot be shared (an error page, a cookie, other values read): its own.
    }
    stats.misses++;
    let settle: (page: TCachedPage | null) => void = () => undefined;
    if (!pending) inflight.set(address, new Promise((resolve) => (settle = resolve)));
    const wantsGzip = acceptsGzip(req);
    try {
      const unrecordedBefore = unrecordedReads();
      const rendered = await capture(req, res, handle, { reads: [], request, unkeyable: false });
      const page: TCachedPage = { ...rendered, storedAt: now() };
      // A read no record saw (a render that lost its request's context) may be missing from the reads.
      const cacheable = isCacheable(page) && unrecordedReads() === unrecordedBefore;
      const gzipped = wantsGzip ? await gzip(page.body) : null;
      // The same bytes serve later hits, unless each hit rewrites the nonce in them.
      if (gzipped && !isPerView(page)) page.gzipped = gzipped;
      if (cacheable) keep(address, page);
      settle(cacheable ? page : null);
      if (wantsGzip) req.headers["accept-encoding"] = "gzip";
      await send(req, res, page, page.body, gzipped, "MISS");
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (!pending) inflight.delete(address);
    }
  };
  return Object.assign(handler, { stats, cachedBytes: () => addresses.bytes() });
}
