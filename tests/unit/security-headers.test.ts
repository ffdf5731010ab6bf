import { newNonce, nonceOf, ownHostSources, pagePolicy, pageSecurityHeaders, thirdPartySources } from "@/lib/server/http/security-headers";

const none = thirdPartySources({ webAnalytics: null, chat: null });
const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `))?.split(" ").slice(1) ?? null;

describe("page Content-Security-Policy", () => {
  it("nonces are random, 24 base64url characters, and found back in the policy", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => newNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(nonceOf(pagePolicy({ nonce, frameAncestors: ["'self'"], sources: none, isDev: false }))).toBe(nonce);
    }
  });

  it("allows eval only in development", () => {
    const prod = pagePolicy({ nonce: "n", frameAncestors: ["'self'"], sources: none, isDev: false });
    const dev = pagePolicy({ nonce: "n", frameAncestors: ["'self'"], sources: none, isDev: true });
    expect(directive(prod, "script-src")).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'"]);
    expect(directive(dev, "script-src")).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'", "'unsafe-eval'"]);
  });

  it("a site without third parties loads nothing from outside but images, and frames nothing", () => {
    const policy = pagePolicy({ nonce: "n", frameAncestors: ["'self'"], sources: none, isDev: false });
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(directive(policy, "frame-src")).toEqual(["'none'"]);
    expect(directive(policy, "font-src")).toEqual(["'self'", "data:"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
  });

  it("the counter's hosts only with a counter; a live chat's loader and vendor only with a live chat", () => {
    const counter = thirdPartySources({ webAnalytics: { counterId: "1", ecommerce: false }, chat: null });
    expect(counter.script).toContain("https://mc.yandex.ru");
    expect(counter.connect).toEqual(expect.arrayContaining(["https://mc.yandex.ru", "wss://mc.yandex.ru"]));
    const jivo = thirdPartySources({ webAnalytics: null, chat: { kind: "jivo", link: "https://code.jivo.ru/widget/AbC123", buttons: [] } });
    expect(jivo.script).toEqual(expect.arrayContaining(["https://code.jivo.ru", "https://*.jivosite.com"]));
    expect(jivo.connect).toContain("wss://*.jivosite.com");
    expect(jivo.script).not.toContain("https://mc.yandex.ru");
    const link = thirdPartySources({ webAnalytics: null, chat: { kind: "link", link: "https://t.me/x", buttons: [] } });
    expect(link).toEqual(none);
    // A configured address that is no http(s) URL adds nothing of its own.
    const odd = thirdPartySources({ webAnalytics: null, chat: { kind: "bitrix24", link: "javascript:alert(1)", buttons: [] } });
    expect(odd.script.some((s) => s.includes("javascript"))).toBe(false);
  });

  it("a captcha provider's hosts only for the provider the site chose", () => {
    const yandex = thirdPartySources({ webAnalytics: null, chat: null }, { provider: "yandex" });
    expect(yandex.script).toEqual(["https://smartcaptcha.yandexcloud.net"]);
    expect(yandex.frame).toEqual(["https://smartcaptcha.yandexcloud.net"]);
    const recaptcha = thirdPartySources({ webAnalytics: null, chat: null }, { provider: "recaptcha-enterprise" });
    expect(recaptcha.script).toEqual(["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]);
    expect(recaptcha.frame).toContain("https://www.google.com/recaptcha/");
    expect(thirdPartySources({ webAnalytics: null, chat: null }, { provider: "local" })).toEqual(none);
  });

  it("frame-ancestors: the site's hosts on the request's port; nothing that is not a host name", () => {
    expect(ownHostSources(["shop.example.ru", "www.shop.example.ru"], "shop.example.ru")).toEqual(["'self'", "shop.example.ru", "www.shop.example.ru"]);
    expect(ownHostSources(["localhost", "127.0.0.1"], "localhost:3000")).toEqual(["'self'", "localhost:3000", "127.0.0.1:3000"]);
    expect(ownHostSources(["evil.test; script-src *", "ok.test", "*.test"], "ok.test")).toEqual(["'self'", "ok.test"]);
  });

  it("X-Frame-Options says what it can: SAMEORIGIN for a site's page, DENY for a page no one frames", () => {
    expect(pageSecurityHeaders({ nonce: "n", frameAncestors: ["'self'", "a.test"], sources: none, isDev: false })["x-frame-options"]).toBe("SAMEORIGIN");
    expect(pageSecurityHeaders({ nonce: "n", frameAncestors: ["'none'"], sources: none, isDev: false })["x-frame-options"]).toBe("DENY");
  });
});
