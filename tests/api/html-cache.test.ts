import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { searchLog } from "@/lib/server/db/schema";
import { createByteLru } from "@/lib/server/http-cache/byte-lru";
import { copySearchLogRef } from "@/lib/server/http-cache/copy-search-log";
import { createHtmlCacheHandler, type TNodeHandler } from "@/lib/server/http-cache/html-cache-handler";
import { deviceClassOf, htmlCacheDecision, type TCacheableRequest } from "@/lib/server/http-cache/html-cache-key";
import { registerSearchLogCopier, reportSearchLog } from "@/lib/server/http-cache/view-record";
import { ZCatalogQuery } from "@/lib/contracts/catalog";
import { logSearch } from "@/lib/server/search/log-search";
import { siteOf } from "../helpers/auth-helpers";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const IE = "Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko";

const req = (url: string, headers: TCacheableRequest["headers"] = {}, method = "GET"): TCacheableRequest => ({ method, url, headers: { host: "localhost", "user-agent": CHROME, ...headers } });
const keyOf = (request: TCacheableRequest): string => {
  const decision = htmlCacheDecision(request);
  if (decision.kind !== "cache") throw new Error(`bypassed: ${decision.reason}`);
  return decision.key;
};

describe("html cache key", () => {
  it("caches only anonymous GET /catalog HTML requests", () => {
    expect(htmlCacheDecision(req("/catalog")).kind).toBe("cache");
    expect(htmlCacheDecision(req("/catalog?keyword=кабель&brands=3")).kind).toBe("cache");
    const bypass = (request: TCacheableRequest) => {
      const decision = htmlCacheDecision(request);
      return decision.kind === "bypass" ? decision.reason : "cached";
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

  it("keys host, path with query, scheme, language and desktop-mode cookies and the device class", () => {
    const base = keyOf(req("/catalog?keyword=a"));
    expect(keyOf(req("/catalog?keyword=a"))).toBe(base);
    expect(keyOf(req("/catalog?keyword=b"))).not.toBe(base);
    expect(keyOf(req("/catalog?keyword=a&page=2"))).not.toBe(base);
    expect(keyOf(req("/catalog?keyword=a", { host: "second.localhost" }))).not.toBe(base);
    expect(keyOf(req("/catalog?keyword=a", { host: "LOCALHOST" }))).toBe(base);
    expect(keyOf(req("/catalog?keyword=a", { "x-forwarded-proto": "https" }))).not.toBe(base);
    expect(keyOf(req("/catalog?keyword=a", { cookie: "B2B_LANGUAGE=en" }))).not.toBe(base);
    expect(keyOf(req("/catalog?keyword=a", { cookie: "B2B_DESKTOP_MODE=1" }))).not.toBe(base);
    // Cookies the render does not read share the entry.
    expect(keyOf(req("/catalog?keyword=a", { cookie: "_ym_uid=1; consent=yes" }))).toBe(base);
    expect(keyOf(req("/catalog?keyword=a", { "user-agent": FIREFOX }))).not.toBe(base);
    expect(keyOf(req("/catalog?keyword=a", { "user-agent": ANDROID }))).not.toBe(base);
    expect(keyOf(req("/catalog?keyword=a", { "sec-ch-ua-mobile": "?1" }))).not.toBe(base);
    // Two Chrome versions (both current) render the same page.
    expect(keyOf(req("/catalog?keyword=a", { "user-agent": CHROME.replace("130", "131") }))).toBe(base);
  });

  it("device classes follow what the render derives from the User-Agent", () => {
    expect(deviceClassOf(CHROME, undefined)).toBe("browser-chrome|ok|wide");
    expect(deviceClassOf(ANDROID, undefined)).toBe("browser-chrome|ok|phone");
    expect(deviceClassOf(IE, undefined)).toBe("browser-ie|outdated|wide");
    expect(deviceClassOf(undefined, "?1")).toBe("-|ok|phone");
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

  it("gives every view of a cached keyword search its own search-log row and uuid", async () => {
    const site = await siteOf("localhost");
    const query = ZCatalogQuery.parse({ keyword: "кабель-кэш", brands: "3" });
    const app = fakeApp(50, async (_req, res) => {
      // What the catalogue page does: log the search, report the row, put its uuid in the HTML.
      const uuid = await logSearch({ siteId: site.id, userId: null, visitor: null, query, correctedKeyword: null, resultsCount: 42 });
      reportSearchLog({ siteId: site.id, uuid });
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.write(`<div data-search-log="${uuid}">`);
      res.end(`<script>self.__next_f.push([1,"{\\"searchLogUuid\\":\\"${uuid}\\"}"])</script></div>`);
    });
    const handler = createHtmlCacheHandler({ handle: app.handle, ttlMs: 5_000, maxBytes: 1_000_000, copySearchLog: copySearchLogRef });
    const server = await serve(handler);
    close = server.close;
    const uuidOf = (body: string) => {
      const found = [...body.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)].map((m) => m[0]);
      expect(new Set(found).size).toBe(1);
      expect(found).toHaveLength(2);
      return found[0];
    };
    const views = await Promise.all([get(server.port, "/catalog?keyword=кабель-кэш&brands=3"), get(server.port, "/catalog?keyword=кабель-кэш&brands=3")]);
    views.push(await get(server.port, "/catalog?keyword=кабель-кэш&brands=3", { "accept-encoding": "gzip" }));
    expect(app.renders).toBe(1);
    expect(views.map((v) => v.headers["x-cache"]).sort()).toEqual(["HIT", "HIT", "MISS"]);
    const uuids = views.map((v) => uuidOf(v.body));
    expect(new Set(uuids).size).toBe(3);
    // The copies are written while the pages are sent: wait for them.
    const rowsOf = () => getDb().select().from(searchLog).where(and(eq(searchLog.siteId, site.id), eq(searchLog.keyword, "кабель-кэш")));
    for (let i = 0; i < 50 && (await rowsOf()).length < 3; i++) await new Promise((r) => setTimeout(r, 20));
    const rows = await rowsOf();
    expect(rows.map((r) => r.uuid).sort()).toEqual([...uuids].sort());
    for (const row of rows) expect(row).toMatchObject({ resultsCount: 42, filters: { brands: [3] }, userId: null });
  });

  it("still serves a view of its own when the row cannot be copied, and reports the failure", async () => {
    const site = await siteOf("localhost");
    const gone = "00000000-0000-4000-8000-000000000001";
    const app = fakeApp(0, (_req, res) => {
      // A row that does not exist (deleted meanwhile): the copy fails.
      reportSearchLog({ siteId: site.id, uuid: gone });
      res.setHeader("content-type", "text/html");
      res.end(`view ${gone}`);
    });
    const errors: unknown[] = [];
    const handler = createHtmlCacheHandler({ handle: app.handle, ttlMs: 5_000, maxBytes: 1_000_000, copySearchLog: copySearchLogRef, onError: (e) => errors.push(e) });
    const server = await serve(handler);
    close = server.close;
    await get(server.port, "/catalog?keyword=q");
    const second = await get(server.port, "/catalog?keyword=q");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.body).toMatch(/^view [0-9a-f-]{36}$/);
    expect(second.body).not.toContain(gone);
    expect(app.renders).toBe(1);
    for (let i = 0; i < 50 && errors.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(errors).toHaveLength(1);
  });

  it("renders afresh when no copier is registered", async () => {
    const site = await siteOf("localhost");
    const app = fakeApp(0, (_req, res) => {
      reportSearchLog({ siteId: site.id, uuid: "00000000-0000-4000-8000-000000000002" });
      res.setHeader("content-type", "text/html");
      res.end("view");
    });
    const handler = createHtmlCacheHandler({ handle: app.handle, ttlMs: 5_000, maxBytes: 1_000_000, copySearchLog: undefined });
    const server = await serve(handler);
    close = server.close;
    registerSearchLogCopier(null);
    await get(server.port, "/catalog?keyword=q");
    const second = await get(server.port, "/catalog?keyword=q");
    expect(second.headers["x-cache"]).toBeUndefined();
    expect(app.renders).toBe(2);
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
