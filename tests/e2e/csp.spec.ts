import { expect, test, type Page } from "@playwright/test";
import { catalogReady } from "./catalog-helpers";
import { APP_PORT, setTestCookie } from "./shell-helpers";

// Issue 16: every page is served under an enforced, nonce-based Content-Security-Policy
// (docs/adr/0015-content-security-policy.md). The shop, its dialogs, sign-in, the cart and checkout and the
// site's web-analytics counter all run under it without a single violation.
test.use({ locale: "ru-RU" });
test.describe.configure({ timeout: 120_000 });

const SECOND = `http://second.localhost:${APP_PORT}`;
// Node does not resolve *.localhost as the browser does: API requests name the second seller by Host.
const onSecond = { host: `second.localhost:${APP_PORT}` };
const nonceOf = (policy: string | undefined) => /'nonce-([A-Za-z0-9_-]+)'/.exec(policy ?? "")?.[1] ?? null;
const directive = (policy: string | undefined, name: string) => (policy ?? "").split(";").map((d) => d.trim().split(/\s+/)).find(([n]) => n === name)?.slice(1) ?? [];

/** Every script element of the HTML (JSON-LD data blocks aside, they never run) with its nonce attribute. */
function scriptNonces(html: string): (string | null)[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)].filter(([, attrs]) => !/type="application\/(ld\+)?json"/.test(attrs)).map(([, attrs]) => /\bnonce="([^"]*)"/.exec(attrs)?.[1] ?? null);
}

test.describe("the policy on the wire", () => {

  test("each page answer has its own nonce, and every script of the page carries it — cached catalogue pages too", async ({ request }) => {
    const seen = new Set<string>();
    const pages: [string, Record<string, string>?][] = [["/catalog"], ["/catalog"], ["/catalog"], ["/"], ["/catalog", onSecond], ["/cart"], ["/user/sign-in"], ["/no/such/page"]];
    for (const [path, extra] of pages) {
      const res = await request.get(path, { headers: extra });
      const headers = res.headers();
      const policy = headers["content-security-policy"];
      expect(headers["content-security-policy-report-only"], path).toBeUndefined();
      const nonce = nonceOf(policy);
      expect(nonce, `${path}: ${policy}`).toBeTruthy();
      expect(seen.has(nonce ?? ""), `${path}: a nonce seen before`).toBe(false);
      seen.add(nonce ?? "");
      expect(directive(policy, "script-src")).toEqual(expect.arrayContaining([`'nonce-${nonce}'`, "'strict-dynamic'"]));
      const scripts = scriptNonces(await res.text());
      expect(scripts.length, path).toBeGreaterThan(1);
      expect(scripts.filter((n) => n !== nonce), `${path}: scripts without this answer's nonce`).toEqual([]);
    }
  });

  test("frame-ancestors names the seller's own hosts, another list per seller; API answers are framed by no one", async ({ request }) => {
    const demo = (await request.get("/catalog")).headers();
    expect(directive(demo["content-security-policy"], "frame-ancestors")).toEqual(["'self'", `localhost:${APP_PORT}`, `127.0.0.1:${APP_PORT}`]);
    expect(demo["x-frame-options"]).toBe("SAMEORIGIN");
    const second = (await request.get("/catalog", { headers: onSecond })).headers();
    expect(directive(second["content-security-policy"], "frame-ancestors")).toEqual(["'self'", `second.localhost:${APP_PORT}`]);
    for (const path of ["/api/health", "/api/v1/info", "/api/v2/search?keyword=%D0%BA%D0%B0%D0%B1%D0%B5%D0%BB%D1%8C"]) {
      const api = (await request.get(path)).headers();
      expect(api["content-security-policy"], path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(api["x-frame-options"], path).toBe("DENY");
      expect(api["x-content-type-options"], path).toBe("nosniff");
      expect(api["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    }
  });
});

/** Collects every CSP violation of the page (the DOM event and Chromium's console report) from here on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding("__reportViolation", (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      void (window as unknown as { __reportViolation: (text: string) => Promise<void> }).__reportViolation(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber} (${event.disposition})`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|apply|frame)/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/**
 * A stand-in for the counter's tag.js (the network is closed here): it does what the real one does under
 * the policy — loads a further script of the counter, sends a hit with fetch and the pixel, opens
 * Webvisor's WebSocket.
 */
const FAKE_TAG = `
window.__tagRan = true;
var next = document.createElement("script");
next.src = "https://mc.yandex.ru/metrika/watch-module.js";
document.head.appendChild(next);
fetch("https://mc.yandex.ru/watch/98765432?page-url=" + encodeURIComponent(location.href), { method: "POST", body: "hit", mode: "no-cors" }).then(function () { window.__hitSent = true; });
var pixel = new Image(); pixel.onload = function () { window.__pixelLoaded = true; }; pixel.src = "https://mc.yandex.ru/watch/98765432/1?rn=1";
try { var socket = new WebSocket("wss://mc.yandex.ru/solid.ws"); socket.onopen = function () { window.__socketOpen = true; }; } catch (e) { window.__socketError = String(e); }
`;
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

test("catalogue, product dialog, sign-in, cart and checkout on a seller with the counter: no CSP violation", async ({ page, context, request }) => {
  // The second seller gets a counter (a test switch, lib/server/shell/test-switch.ts); its orders do not
  // touch the demo catalogue the other tests walk.
  await setTestCookie(context, SECOND, "B2B_TEST_COUNTER", "98765432");
  const violations = await watchViolations(page);
  await page.route("https://mc.yandex.ru/**", (route) => {
    const url = route.request().url();
    if (url.endsWith("/metrika/tag.js")) return route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_TAG });
    if (url.endsWith("/watch-module.js")) return route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__moduleRan = true;" });
    if (route.request().resourceType() === "image") return route.fulfill({ status: 200, contentType: "image/gif", body: PIXEL });
    return route.fulfill({ status: 200, contentType: "text/plain", body: "" });
  });
  await page.routeWebSocket("wss://mc.yandex.ru/**", (ws) => ws.send("ok"));

  const token = await (async () => {
    const res = await request.post("/api/v2/user/sign-in", { headers: onSecond, data: { email: "buyer@demo.test", password: "demo12345" } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { authToken: string }).authToken;
  })();
  expect((await request.delete("/api/v1/cart", { headers: { ...onSecond, authorization: `Bearer ${token}` } })).status()).toBe(200);

  // The catalogue with the counter running.
  await page.goto(`${SECOND}/catalog?instock=1`);
  await catalogReady(page);
  await expect.poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>).__tagRan === true)).toBe(true);
  await expect.poll(() => page.evaluate(() => ["__moduleRan", "__hitSent", "__pixelLoaded", "__socketOpen"].filter((k) => (window as unknown as Record<string, unknown>)[k] !== true))).toEqual([]);

  // The product dialog.
  const firstRow = page.getByTestId("product-row").first();
  await firstRow.getByRole("link").first().click();
  const productDialog = page.getByTestId("product-dialog");
  await expect(productDialog).toBeVisible();
  await expect(productDialog.getByRole("heading", { level: 2 })).toBeVisible();
  await productDialog.getByRole("button", { name: "Закрыть" }).click();
  await expect(productDialog).toBeHidden();

  // Sign-in through the dialog.
  await page.getByRole("banner").getByRole("button", { name: "Войти" }).click();
  const signIn = page.getByRole("dialog", { name: "Вход" });
  await expect(signIn).toBeVisible();
  await signIn.getByText("По e-mail").click();
  await signIn.getByLabel(/^E-mail/).fill("buyer@demo.test");
  await signIn.getByLabel(/^Пароль/).fill("demo12345");
  await signIn.getByRole("button", { name: "Войти", exact: true }).click();
  await expect(signIn).toBeHidden();
  // The signed-in header follows the user's first calls (slow on this shared machine).
  await expect(page.getByRole("button", { name: /^Меню пользователя/ }), violations.join("\n")).toBeVisible({ timeout: 30_000 });

  // Into the cart from the catalogue, then checkout.
  await page.waitForLoadState("networkidle");
  const added = page.waitForResponse((r) => r.url().endsWith("/api/v1/cart/items") && r.request().method() === "POST");
  await page.getByRole("button", { name: /^В корзину/ }).first().click();
  expect((await added).status()).toBe(200);
  await page.goto(`${SECOND}/cart`);
  await expect(page.getByRole("heading", { name: "Оформление заказа" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("cart-line").first()).toBeVisible();
  await page.getByLabel(/Я принимаю/).check();
  const placed = page.waitForResponse((r) => r.url().endsWith("/api/v1/order") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Оформить заказ" }).click();
  const response = await placed;
  expect(response.status()).toBe(200);
  const { order } = (await response.json()) as { order: { id: number } };
  await expect(page.getByRole("heading", { level: 1, name: `Заказ № ${order.id}` })).toBeVisible();
  await page.waitForLoadState("networkidle");

  expect(violations).toEqual([]);
});

test("a script without this answer's nonce is refused (the policy is enforced)", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/catalog");
  await catalogReady(page);
  // What an HTML injection would add: an inline handler, no nonce possible, so it does not run.
  await page.evaluate(() => {
    const holder = document.createElement("div");
    document.body.appendChild(holder);
    holder.innerHTML = '<img src="/no-such-image.png" onerror="window.__injected = true">';
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected === true)).toBe(false);
});
