import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { createByteLru } from "@/lib/server/http-cache/byte-lru";
import { createHtmlCacheHandler, type TNodeHandler } from "@/lib/server/http-cache/html-cache-handler";
import { htmlCacheScope, type TCacheableRequest } from "@/lib/server/http-cache/html-cache-scope";
import { derivedReads, requestLookup, type TRequestRead } from "@/lib/server/http-cache/request-read";
import { noteRequestRead } from "@/lib/server/http-cache/view-record";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const IE = "Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko";

const req = (url: string, headers: TCacheableRequest["headers"] = {}, method = "GET"): TCacheableRequest => ({ method, url, headers: { host: "localhost", "user-agent": CHROME, ...headers } });

describe("html cache scope", () => {
  it("caches only anonymous GET /catalog HTML requests, under host and address", () => {
    expect(htmlCacheScope(req("/catalog"))).toEqual({ kind: "cache", address: "localhost\n/catalog" });
    expect(htmlCacheScope(req("/catalog?keyword=кабель&brands=3", { host: "LOCALHOST" }))).toEqual({ kind: "cache", address: "localhost\n/catalog?keyword=кабель&brands=3" });
    const bypass = (request: TCacheableRequest) => {
      const scope = htmlCacheScope(request);
      return scope.kind === "bypass" ? scope.reason : "cached";
    };
    expect(bypass(req("/catalog", {}, "POST"))).toBe("method");
    expect(bypass(req("/catalog", {}, "HEAD"))).toBe("method");
    expect(bypass(req("/"))).toBe("path");
    expect(bypass(req("/catalog/x"))).toBe("path");
    expect(bypass(req("/api/v1/product"))).toBe("path");
    expect(bypass(req("/catalog", { rsc: "1" }))).toBe("rsc");
    expect(bypass(req("/catalog", { "next-router-prefetch": "1" }))).toBe("rsc");
    expect(bypass(req("/catalog?page=2&_rsc=abc12"))).toBe("rsc");
    expect(bypass(req("/catalog", { authorization: "Bearer x" }))).toBe("authorization");
    expect(bypass(req("/catalog", { cookie: "a=1; b2b_identity=u.sig" }))).toBe("personal-cookie");
    expect(bypass(req("/catalog", { cookie: "B2B_TEST_STATE=503" }))).toBe("personal-cookie");
    expect(bypass(req("/catalog", { host: undefined }))).toBe("host");
  });

  it("derives the browser class and the phone guess from the headers the way the render does", () => {
    const lookup = (headers: TCacheableRequest["headers"]) => requestLookup(headers).header;
    expect(derivedReads.browser(lookup({ "user-agent": CHROME }))).toBe("browser-chrome|ok");
    expect(derivedReads.browser(lookup({ "user-agent": CHROME.replace("130", "131") }))).toBe("browser-chrome|ok");
    expect(derivedReads.browser(lookup({ "user-agent": IE }))).toBe("browser-ie|outdated");
    expect(derivedReads.phone(lookup({ "user-agent": ANDROID }))).toBe("phone");
    expect(derivedReads.phone(lookup({ "user-agent": CHROME }))).toBe("wide");
    expect(derivedReads.phone(lookup({ "sec-ch-ua-mobile": "?1" }))).toBe("phone");
    // Cookies are parsed by Next's own parser: the value the render got.
    expect(requestLookup({ cookie: "a=1; B2B_LANGUAGE=en; c=%20x" }).cookie("B2B_LANGUAGE")).toBe("en");
    expect(requestLookup({ cookie: "c=%20x" }).cookie("c")).toBe(" x");
    expect(requestLookup({}).cookie("B2B_LANGUAGE")).toBeNull();
  });
});

describe("byte LRU", () => {
  it("evicts the least recently used entries beyond the byte bound", () => {
    const lru = createByteLru<string>({ maxBytes: 100, ttlMs: 60_000 });
    lru.set("a", "A", 40);
    lru.set("b", "B", 40);
    expect(lru.get("a")).toBe("A"); // a is now the most recent
    lru.set("c", "C", 40);
    expect(lru.keys()).toEqual(["a", "c"]);
    expect(lru.bytes()).toBe(80);
    lru.set("big", "X", 101);
    expect(lru.get("big")).toBeUndefined();
    expect(lru.bytes()).toBe(80);
    lru.set("a", "A2", 10);
    expect(lru.bytes()).toBe(50);
    expect(lru.get("a")).toBe("A2");
  });

  it("expires entries after the ttl", () => {
    let now = 1_000;
    const lru = createByteLru<string>({ maxBytes: 100, ttlMs: 5_000, now: () => now });
    lru.set("a", "A", 10);
    now += 4_999;
    expect(lru.get("a")).toBe("A");
    now += 1;
    expect(lru.get("a")).toBeUndefined();
    expect(lru.bytes()).toBe(0);
  });

  it("lets go of expired entries nobody asks for again when the next one is stored", () => {
    let now = 1_000;
    const lru = createByteLru<string>({ maxBytes: 1_000, ttlMs: 5_000, now: () => now });
    lru.set("a", "A", 100);
    lru.set("b", "B", 100);
    now += 3_000;
    lru.set("c", "C", 100);
    now += 2_000; // a and b have expired, c has not
    lru.set("d", "D", 100);
    expect(lru.keys()).toEqual(["c", "d"]);
    expect(lru.bytes()).toBe(200);
  });
});

type TFetched = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A raw GET (no automatic decompression), so the test sees what was sent on the wire. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<TFetched> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: encodeURI(path), headers: { host: "localhost", "user-agent": CHROME, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString("utf8") });
        });
      })
      .on("error", reject);
  });
}

type TApp = { renders: number; handle: TNodeHandler; respond?: (req: IncomingMessage, res: ServerResponse) => void | Promise<void> };

/** A stand-in for Next's handler: writes a streamed HTML page the way Next does (headers, chunks, end). */
function fakeApp(delayMs = 0, respond?: TApp["respond"]): TApp {
  const app: TApp = {
    renders: 0,
    handle: async (req, res) => {
      app.renders++;
      await new Promise((r) => setTimeout(r, delayMs));
      if (respond) return await respond(req, res);
      res.statusCode = 200;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
      res.flushHeaders();
      res.write(`<html><body><h1>${req.url}</h1>`);
      res.write(Buffer.from(`<p>render ${app.renders}; encoding ${req.headers["accept-encoding"] ?? "none"}</p>`));
      res.end("</body></html>");
    },
  };
  return app;
}

async function serve(handler: TNodeHandler): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe("html cache handler", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });
  const start = async (app: TApp, options: { ttlMs?: number; now?: () => number; maxBytes?: number } = {}) => {
    const handler = createHtmlCacheHandler({ handle: app.handle, ttlMs: options.ttlMs ?? 5_000, maxBytes: options.maxBytes ?? 1_000_000, now: options.now });
    const server = await serve(handler);
    close = server.close;
    return { port: server.port, handler };
  };

  it("serves the second anonymous request from memory, uncompressed or gzip, until the ttl passes", async () => {
    let now = 0;
    const app = fakeApp();
    const { port, handler } = await start(app, { now: () => now });
    const first = await get(port, "/catalog?keyword=x", { "accept-encoding": "gzip, br" });
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(first.headers["content-encoding"]).toBe("gzip");
    // The app is asked for a plain body: the cache compresses per client.
    expect(first.body).toContain("render 1; encoding none");
    expect(first.headers["cache-control"]).toContain("no-store");
    const second = await get(port, "/catalog?keyword=x");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers["content-encoding"]).toBeUndefined();
    expect(second.body).toBe(first.body);
    expect(Number(second.headers["content-length"])).toBe(Buffer.byteLength(second.body));
    const third = await get(port, "/catalog?keyword=x", { "accept-encoding": "gzip" });
    expect(third.headers["x-cache"]).toBe("HIT");
    expect(third.body).toBe(first.body);
    expect(app.renders).toBe(1);
    now += 5_000;
    const expired = await get(port, "/catalog?keyword=x");
    expect(expired.headers["x-cache"]).toBe("MISS");
    expect(expired.body).toContain("render 2");
    expect(handler.stats).toMatchObject({ hits: 2, misses: 2 });
  });

  it("goes to the app for bypassed requests and never stores errors or responses with cookies", async () => {
    let status = 404;
    let cookie = false;
    const app = fakeApp(0, (_req, res) => {
      res.statusCode = status;
      res.setHeader("content-type", "text/html");
      if (cookie) res.setHeader("set-cookie", "a=1");
      res.end(`status ${status}`);
    });
    const { port } = await start(app);
    expect((await get(port, "/catalog")).status).toBe(404);
    expect((await get(port, "/catalog")).status).toBe(404);
    expect(app.renders).toBe(2);
    status = 200;
    cookie = true;
    const withCookie = await get(port, "/catalog");
    expect(withCookie.headers["set-cookie"]).toEqual(["a=1"]);
    await get(port, "/catalog");
    expect(app.renders).toBe(4);
    cookie = false;
    await get(port, "/catalog");
    expect((await get(port, "/catalog")).headers["x-cache"]).toBe("HIT");
    expect(app.renders).toBe(5);
    // Signed-in, RSC and other paths always reach the app, and get no X-Cache.
    for (const [path, headers] of [
      ["/catalog", { authorization: "Bearer t" }],
      ["/catalog", { cookie: "b2b_identity=1.x" }],
      ["/catalog", { rsc: "1" }],
      ["/catalog?_rsc=1", {}],
      ["/", {}],
    ] as const) {
      const res = await get(port, path, headers);
      expect(res.headers["x-cache"]).toBeUndefined();
    }
    expect(app.renders).toBe(10);
  });

  it("lets concurrent misses of one key wait for a single render", async () => {
    const app = fakeApp(150);
    const { port, handler } = await start(app);
    const answers = await Promise.all([...Array(6)].map(() => get(port, "/catalog?page=3")));
    expect(app.renders).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.map((a) => a.headers["x-cache"]).sort()).toEqual(["HIT", "HIT", "HIT", "HIT", "HIT", "MISS"]);
    expect(handler.stats.coalesced).toBe(5);
    // Another key renders on its own.
    await Promise.all([get(port, "/catalog?page=4"), get(port, "/catalog?page=5")]);
    expect(app.renders).toBe(3);
  });

  it("evicts by bytes: a small cache keeps the most recent pages only", async () => {
    const app = fakeApp();
    // What fakeApp renders for one of these addresses.
    const size = Buffer.byteLength("<html><body><h1>/catalog?page=1</h1><p>render 1; encoding none</p></body></html>");
    const { port, handler } = await start(app, { maxBytes: size * 2 + 10 });
    await get(port, "/catalog?page=1");
    await get(port, "/catalog?page=2");
    await get(port, "/catalog?page=3");
    expect(handler.cachedBytes()).toBeLessThanOrEqual(size * 2 + 10);
    expect((await get(port, "/catalog?page=3")).headers["x-cache"]).toBe("HIT");
    expect((await get(port, "/catalog?page=1")).headers["x-cache"]).toBe("MISS");
  });

  /**
   * A stand-in for a render that reads its request through lib/server/http/request-reads.ts: each read
   * is noted with the value the render got, and the page shows it.
   */
  const readingApp = (reads: (req: IncomingMessage) => TRequestRead[]) =>
    fakeApp(0, (req, res) => {
      const got = reads(req);
      for (const read of got) noteRequestRead(read);
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(`<html lang="${got.map((r) => `${r.name}=${r.value}`).join(";")}">page</html>`);
    });
  const cookieRead = (req: IncomingMessage, name: string): TRequestRead => ({ source: "cookie", name, value: requestLookup(req.headers).cookie(name) });
  const headerRead = (req: IncomingMessage, name: string): TRequestRead => ({ source: "header", name, value: requestLookup(req.headers).header(name) });

  it("keeps a page for exactly the cookie, header and derived values its render read", async () => {
    const app = readingApp((r) => [cookieRead(r, "B2B_LANGUAGE"), headerRead(r, "host"), { source: "derived", name: "browser", value: derivedReads.browser(requestLookup(r.headers).header) }]);
    const { port } = await start(app);
    const english = await get(port, "/catalog", { cookie: "B2B_LANGUAGE=en" });
    expect(english.headers["x-cache"]).toBe("MISS");
    expect(english.body).toContain("B2B_LANGUAGE=en");
    // Another value of a cookie the render read: another page, rendered for it.
    const russian = await get(port, "/catalog");
    expect(russian.headers["x-cache"]).toBe("MISS");
    expect(russian.body).toContain("B2B_LANGUAGE=null");
    // Each is served to requests with its own values only; a cookie the render did not read does not matter.
    const again = await get(port, "/catalog", { cookie: "consent=yes; B2B_LANGUAGE=en; _ym_uid=7" });
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(again.body).toBe(english.body);
    expect((await get(port, "/catalog")).body).toBe(russian.body);
    // A derived value: another Chrome version is the same class (a hit), Firefox is not.
    expect((await get(port, "/catalog", { "user-agent": CHROME.replace("130", "131") })).headers["x-cache"]).toBe("HIT");
    expect((await get(port, "/catalog", { "user-agent": FIREFOX })).headers["x-cache"]).toBe("MISS");
    expect(app.renders).toBe(3);
  });

  it("fails if a cookie or header the render read is left out of what a kept page is served by", async () => {
    // The render reads a cookie nothing else in the cache knows of: the key must follow it anyway.
    const app = readingApp((r) => [cookieRead(r, "NEW_COOKIE_NOBODY_LISTED"), headerRead(r, "x-new-header")]);
    const { port } = await start(app);
    const a = await get(port, "/catalog?x=1", { cookie: "NEW_COOKIE_NOBODY_LISTED=a" });
    const b = await get(port, "/catalog?x=1", { cookie: "NEW_COOKIE_NOBODY_LISTED=b" });
    const c = await get(port, "/catalog?x=1", { cookie: "NEW_COOKIE_NOBODY_LISTED=a", "x-new-header": "1" });
    expect([a, b, c].map((r) => r.headers["x-cache"])).toEqual(["MISS", "MISS", "MISS"]);
    expect(new Set([a.body, b.body, c.body]).size).toBe(3);
    expect((await get(port, "/catalog?x=1", { cookie: "NEW_COOKIE_NOBODY_LISTED=b" })).body).toBe(b.body);
    expect(app.renders).toBe(3);
  });

  it("keeps nothing when a read's value is not what the request said (a header set on the way) or a read was not recorded", async () => {
    let mode: "proxy" | "lost" | "plain" = "proxy";
    const lost: (() => void)[] = [];
    // A queue drained by a timer started outside any request: what runs there has lost the request's context.
    const drain = setInterval(() => lost.splice(0).forEach((work) => work()), 5);
    const app = fakeApp(0, async (req, res) => {
      if (mode === "proxy") {
        req.headers["x-set-by-proxy"] = "yes";
        noteRequestRead(headerRead(req, "x-set-by-proxy"));
      }
      if (mode === "lost") await new Promise<void>((resolve) => lost.push(() => (noteRequestRead({ source: "cookie", name: "B2B_LANGUAGE", value: "en" }), resolve())));
      // What Next fills in before the render (x-forwarded-proto) is filled in by the cache first: keyable.
      noteRequestRead(headerRead(req, "x-forwarded-proto"));
      res.setHeader("content-type", "text/html");
      res.end(`page ${mode}`);
    });
    try {
      const { port } = await start(app);
      for (const m of ["proxy", "lost", "plain"] as const) {
        mode = m;
        const first = await get(port, `/catalog?m=${m}`);
        const second = await get(port, `/catalog?m=${m}`);
        expect([m, first.headers["x-cache"], second.headers["x-cache"]]).toEqual([m, "MISS", m === "plain" ? "HIT" : "MISS"]);
      }
    } finally {
      clearInterval(drain);
    }
  });

  it("is a plain pass-through with a ttl of 0", async () => {
    const app = fakeApp();
    const { port } = await start(app, { ttlMs: 0 });
    await get(port, "/catalog");
    const second = await get(port, "/catalog");
    expect(second.headers["x-cache"]).toBeUndefined();
    expect(app.renders).toBe(2);
  });
});
