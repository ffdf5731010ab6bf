// Issue 16: every page answer carries a Content-Security-Policy with a nonce of its own, frameable only
// by the seller's own hosts, allowing the site's configured counter and nothing of another site's; the
// HTML micro-cache gives every view of a stored page a fresh nonce. (The scripts of a real page carrying
// the nonce, and the browser running the shop under the policy: tests/e2e/csp.spec.ts.)
import { eq } from "drizzle-orm";
import { proxy } from "@/proxy";
import { getDb } from "@/lib/server/db/client";
import { sites } from "@/lib/server/db/schema";
import { createHtmlCacheHandler } from "@/lib/server/http-cache/html-cache-handler";
import { nonceOf } from "@/lib/server/http/security-headers";
import { clearSiteCache, resolveSite } from "@/lib/server/sites/resolve-site";
import { requestFor } from "../helpers/requests";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type TPolicy = Map<string, string[]>;

/** "a b c; d e" → { a: [b, c], d: [e] } */
function parsePolicy(value: string | null): TPolicy {
  const policy: TPolicy = new Map();
  for (const directive of (value ?? "").split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

async function pageAnswer(host: string, path = "/catalog", headers: Record<string, string> = {}) {
  const res = await proxy(requestFor(host, path, { headers }));
  const policyText = res.headers.get("content-security-policy");
  return {
    res,
    policy: parsePolicy(policyText),
    nonce: nonceOf(policyText ?? ""),
    // What Next reads the nonce from while rendering: the request headers the proxy passes on.
    requestPolicy: res.headers.get("x-middleware-request-content-security-policy"),
    requestNonce: res.headers.get("x-middleware-request-x-nonce"),
  };
}

describe("page security headers (proxy)", () => {
  it("every page answer has an enforced policy with a fresh nonce, passed on to the render", async () => {
    const first = await pageAnswer("localhost:3000");
    const second = await pageAnswer("localhost:3000");
    for (const answer of [first, second]) {
      expect(answer.res.headers.get("content-security-policy-report-only")).toBeNull();
      expect(answer.nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(answer.policy.get("script-src")).toEqual(expect.arrayContaining(["'self'", `'nonce-${answer.nonce}'`, "'strict-dynamic'"]));
      expect(answer.policy.get("script-src")).not.toContain("'unsafe-inline'");
      expect(answer.policy.get("script-src")).not.toContain("'unsafe-eval'");
      expect(answer.policy.get("object-src")).toEqual(["'none'"]);
      expect(answer.policy.get("base-uri")).toEqual(["'self'"]);
      expect(answer.policy.get("form-action")).toEqual(["'self'"]);
      expect(answer.requestPolicy).toBe(answer.res.headers.get("content-security-policy"));
      expect(answer.requestNonce).toBe(answer.nonce);
      expect(answer.res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    }
    expect(first.nonce).not.toBe(second.nonce);
  });

  it("frame-ancestors lists the seller's own hosts, on the request's port, and differs per seller", async () => {
    const demo = await pageAnswer("localhost:3000");
    const demoOtherHost = await pageAnswer("127.0.0.1:3000", "/catalog?keyword=кабель");
    const second = await pageAnswer("second.localhost:3000");
    const noPort = await pageAnswer("second.localhost");
    expect(demo.policy.get("frame-ancestors")).toEqual(["'self'", "localhost:3000", "127.0.0.1:3000"]);
    expect(demoOtherHost.policy.get("frame-ancestors")).toEqual(demo.policy.get("frame-ancestors"));
    expect(second.policy.get("frame-ancestors")).toEqual(["'self'", "second.localhost:3000"]);
    expect(noPort.policy.get("frame-ancestors")).toEqual(["'self'", "second.localhost"]);
  });

  it("the site-not-found page may be framed by no one", async () => {
    const unknown = await pageAnswer("nosuch.localhost:3000");
    expect(unknown.res.status).toBe(404);
    expect(unknown.policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(unknown.res.headers.get("x-frame-options")).toBe("DENY");
    expect(unknown.policy.get("object-src")).toEqual(["'none'"]);
  });

  describe("a seller with the web-analytics counter", () => {
    let config: typeof sites.$inferSelect.config;
    beforeAll(async () => {
      const site = await resolveSite("second.localhost");
      if (!site) throw new Error("no second site");
      config = site.config;
      await getDb()
        .update(sites)
        .set({ config: { ...config, yandexMetrikaCounterId: "98765432" } })
        .where(eq(sites.id, site.id));
      clearSiteCache();
    });
    afterAll(async () => {
      const site = await resolveSite("second.localhost");
      if (site) await getDb().update(sites).set({ config }).where(eq(sites.id, site.id));
      clearSiteCache();
    });

    it("allows the counter's script, hits, pixel and WebSocket on that site only", async () => {
      const withCounter = await pageAnswer("second.localhost:3000");
      expect(withCounter.policy.get("script-src")).toContain("https://mc.yandex.ru");
      expect(withCounter.policy.get("connect-src")).toEqual(expect.arrayContaining(["'self'", "https://mc.yandex.ru", "wss://mc.yandex.ru"]));
      expect(withCounter.policy.get("img-src")).toEqual(expect.arrayContaining(["'self'", "https:"]));
      const without = await pageAnswer("localhost:3000");
      expect(without.policy.get("script-src")).not.toContain("https://mc.yandex.ru");
      expect(without.policy.get("connect-src")).toEqual(["'self'"]);
      expect(without.policy.get("frame-src")).toEqual(["'none'"]);
    });
  });

  describe("a seller whose captcha is a third party (issue 22 item 4)", () => {
    let captcha: typeof sites.$inferSelect.captcha;
    const setCaptcha = async (value: typeof captcha) => {
      const site = await resolveSite("second.localhost");
      if (!site) throw new Error("no second site");
      await getDb().update(sites).set({ captcha: value }).where(eq(sites.id, site.id));
      clearSiteCache();
    };
    beforeAll(async () => {
      const site = await resolveSite("second.localhost");
      if (!site) throw new Error("no second site");
      captcha = site.captcha;
    });
    afterAll(() => setCaptcha(captcha));

    it("Yandex SmartCaptcha's host for scripts, frames and calls on that site only", async () => {
      await setCaptcha({ ...captcha, provider: "yandex", key: "ysc1_test" });
      const chosen = await pageAnswer("second.localhost:3000");
      for (const directive of ["script-src", "frame-src", "connect-src"]) expect(chosen.policy.get(directive)).toContain("https://smartcaptcha.yandexcloud.net");
      expect(chosen.policy.get("script-src")).not.toContain("https://www.google.com/recaptcha/");
      const other = await pageAnswer("localhost:3000");
      expect(other.policy.get("script-src")?.some((source) => source.includes("smartcaptcha"))).toBe(false);
      expect(other.policy.get("frame-src")).toEqual(["'none'"]);
    });

    it("reCAPTCHA Enterprise's script and frame paths on that site only; the local captcha adds nothing", async () => {
      await setCaptcha({ ...captcha, provider: "recaptcha-enterprise", key: "6Le-test" });
      const chosen = await pageAnswer("second.localhost:3000");
      expect(chosen.policy.get("script-src")).toEqual(expect.arrayContaining(["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]));
      expect(chosen.policy.get("frame-src")).toContain("https://www.google.com/recaptcha/");
      expect(chosen.policy.get("script-src")).not.toContain("https://smartcaptcha.yandexcloud.net");
      await setCaptcha({ ...captcha, provider: "local" });
      const local = await pageAnswer("second.localhost:3000");
      expect(local.policy.get("script-src")?.some((source) => source.includes("recaptcha") || source.includes("smartcaptcha"))).toBe(false);
    });
  });
});

describe("the HTML micro-cache and the nonce", () => {
  it("gives every view of a stored page its own nonce, in the policy and in the page", async () => {
    let renders = 0;
    const cache = createHtmlCacheHandler({
      handle: async (req, res) => {
        renders++;
        // As the app answers: the proxy's policy on the answer, its nonce on the page's scripts.
        const answer = await pageAnswer(String(req.headers.host), req.url ?? "/");
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.setHeader("content-security-policy", answer.res.headers.get("content-security-policy") ?? "");
        res.end(`<html><head><script nonce="${answer.nonce}" src="/_next/static/a.js"></script></head><body><script nonce="${answer.nonce}">self.__next_f=[]</script></body></html>`);
      },
      ttlMs: 60_000,
      maxBytes: 1_000_000,
    });
    const server = http.createServer((req: IncomingMessage, res: ServerResponse) => void cache(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/catalog`, { headers: { host: "localhost:3000", "user-agent": "Mozilla/5.0 Chrome/130.0.0.0" } });
      const nonce = nonceOf(res.headers.get("content-security-policy") ?? "");
      const html = await res.text();
      return { cache: res.headers.get("x-cache"), nonce, scriptNonces: [...html.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]) };
    };
    try {
      const views = [await get(), await get(), await get()];
      expect(views.map((v) => v.cache)).toEqual(["MISS", "HIT", "HIT"]);
      expect(renders).toBe(1);
      for (const view of views) expect(view.scriptNonces).toEqual([view.nonce, view.nonce]);
      expect(new Set(views.map((v) => v.nonce)).size).toBe(3);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
