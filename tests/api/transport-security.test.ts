// HSTS only when the request came over HTTPS (issue 16): on our own TLS socket, or from a trusted proxy
// that says X-Forwarded-Proto: https — in front of Next and the HTML cache, as scripts/start.ts does it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { BlockList, type AddressInfo } from "node:net";
import { createHtmlCacheHandler } from "@/lib/server/http-cache/html-cache-handler";
import { parseTrustedProxies } from "@/lib/server/env";
import { stampPeerAddress, stampTransportSecurity, STRICT_TRANSPORT_SECURITY } from "@/lib/server/http/peer-address";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

/** A fake app whose /catalog page the HTML cache may keep. */
function cachedApp() {
  let renders = 0;
  const cache = createHtmlCacheHandler({
    handle: async (_req, res) => {
      renders++;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end("<p>Каталог</p>");
    },
    ttlMs: 60_000,
    maxBytes: 1_000_000,
  });
  return { cache, renders: () => renders };
}

/** The front of scripts/start.ts: stamps, then the HTML cache and the app. */
function front(trusted: BlockList, app = cachedApp()) {
  return (req: IncomingMessage, res: ServerResponse) => {
    stampPeerAddress(req, trusted);
    stampTransportSecurity(req, res, trusted);
    void app.cache(req, res);
  };
}

type TServer = { port: number; close: () => Promise<void> };
const servers: TServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function listen(server: http.Server | https.Server): Promise<TServer> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const started = { port: (server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  servers.push(started);
  return started;
}

function get(port: number, headers: Record<string, string> = {}, secure = false): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      { host: "127.0.0.1", port, path: "/catalog", headers: { host: "localhost", "user-agent": CHROME, ...headers }, rejectUnauthorized: false },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    request.on("error", reject).end();
  });
}

const hsts = (res: { headers: http.IncomingHttpHeaders }) => res.headers["strict-transport-security"];

describe("Strict-Transport-Security", () => {
  it("is not sent over plain HTTP, and a client cannot claim HTTPS with X-Forwarded-Proto", async () => {
    const { port } = await listen(http.createServer(front(new BlockList())));
    expect(hsts(await get(port))).toBeUndefined();
    expect(hsts(await get(port, { "x-forwarded-proto": "https" }))).toBeUndefined();
  });

  it("is sent when a trusted proxy says the client came over HTTPS, not when it says HTTP", async () => {
    const trusted = parseTrustedProxies("127.0.0.1, ::1") ?? new BlockList();
    const { port } = await listen(http.createServer(front(trusted)));
    const secure = await get(port, { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" });
    expect(secure.status).toBe(200);
    expect(hsts(secure)).toBe(STRICT_TRANSPORT_SECURITY);
    expect(hsts(await get(port, { "x-forwarded-proto": "http" }))).toBeUndefined();
    expect(hsts(await get(port))).toBeUndefined();
  });

  it("follows each request, not the cached page: a page cached over HTTPS goes without it to a client that only claims HTTPS", async () => {
    const app = cachedApp();
    // One cache behind two fronts: one behind a trusted proxy, one where X-Forwarded-Proto is the client's word.
    const proxied = await listen(http.createServer(front(parseTrustedProxies("127.0.0.1") ?? new BlockList(), app)));
    const direct = await listen(http.createServer(front(new BlockList(), app)));
    const first = await get(proxied.port, { "x-forwarded-proto": "https" });
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(hsts(first)).toBe(STRICT_TRANSPORT_SECURITY);
    const claimed = await get(direct.port, { "x-forwarded-proto": "https" });
    expect(claimed.headers["x-cache"]).toBe("HIT");
    expect(hsts(claimed)).toBeUndefined();
    const again = await get(proxied.port, { "x-forwarded-proto": "https" });
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(hsts(again)).toBe(STRICT_TRANSPORT_SECURITY);
    expect(app.renders()).toBe(1);
  });

  it("is sent on a TLS socket of our own", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-tls-"));
    try {
      const key = path.join(dir, "key.pem");
      const cert = path.join(dir, "cert.pem");
      execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-subj", "/CN=localhost", "-days", "1"], { stdio: "ignore" });
      const { port } = await listen(https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, front(new BlockList())));
      expect(hsts(await get(port, {}, true))).toBe(STRICT_TRANSPORT_SECURITY);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
