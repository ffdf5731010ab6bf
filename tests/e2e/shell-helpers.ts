import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page, type TestInfo } from "@playwright/test";

/** Internet Explorer 11: a browser the outdated-browser page is for (spec §2). */
export const OUTDATED_USER_AGENT = "Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko";

/** The port the app under test listens on (playwright.config.ts), for addresses of other hosts (second.localhost…). */
export const APP_PORT = new URL(process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3210}`).port;

/** The page the shell tests stand on: the catalogue, the storefront's main screen. */
export const SHELL_PAGE = "/catalog";

/** What a dialog or header-menu scan looks at (`expectNoSeriousA11yViolations`'s `within`): every open dialog. */
export const DIALOG = '[role="dialog"]';

export const isMobile = (testInfo: TestInfo) => testInfo.project.name.startsWith("mobile");

/** A test-only switch of the server (B2B_TEST_SWITCHES=1 in playwright.config.ts): see lib/server/shell/test-switch.ts. */
export async function setTestCookie(context: BrowserContext, baseURL: string | undefined, name: "B2B_TEST_STATE" | "B2B_TEST_NOTICE" | "B2B_TEST_REGIONAL" | "B2B_TEST_COUNTER" | "B2B_TEST_ANALYTICS", value: string) {
  await context.addCookies([{ name, value, url: baseURL ?? "http://localhost:3210" }]);
}

/** Signs the demo buyer in through the API and hands the token to the page the way sign-in stores it. */
export async function signInAsBuyer(page: Page, request: APIRequestContext, email = "buyer@demo.test"): Promise<string> {
  const res = await request.post("/api/v2/user/sign-in", { data: { email, password: "demo12345" } });
  expect(res.status()).toBe(200);
  const { authToken } = (await res.json()) as { authToken: string };
  await page.addInitScript((token) => window.sessionStorage.setItem("B2B_USER_TOKEN", token), authToken);
  return authToken;
}

/** Neither the page nor the app container may scroll sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const container = document.querySelector(".app-container");
    return { page: document.documentElement.scrollWidth, view: document.documentElement.clientWidth, container: container?.scrollWidth ?? 0, containerView: container?.clientWidth ?? 0 };
  });
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  expect(widths.container).toBeLessThanOrEqual(widths.containerView);
}

/** A screenshot kept with the test's results (reports/e2e-html and test-results). */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/**
 * axe-core on the page as it is now (an open dialog included): no serious or critical violation. All
 * violations found are attached to the report, so the minor ones can be read there too.
 * `within` scans only what that selector matches — an open dialog or menu (`DIALOG`): the page behind a
 * modal is inert and has its own scan elsewhere, and axe over the whole catalogue page takes 15–30 s on the
 * 2-core CI machine against ≈ 1 s for a dialog (docs/benchmarks.md «CI», session 14).
 */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo, name: string, within?: string) {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  const summary = results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
  if (summary.length) await testInfo.attach(`axe-${name}`, { body: JSON.stringify(summary, null, 2), contentType: "application/json" });
  expect(results.passes.length, "axe ran its checks").toBeGreaterThan(10);
  expect(
    summary.filter((v) => v.impact === "serious" || v.impact === "critical"),
    `${name}: serious or critical accessibility violations`,
  ).toEqual([]);
}

/** Tab and Shift+Tab never leave an open modal dialog; Escape closes it. */
export async function expectFocusTrapAndEscape(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  const stops = await dialog.evaluate((node) => node.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])').length);
  for (let i = 0; i < stops + 2; i += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  for (let i = 0; i < 2; i += 1) {
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement)), `Shift+Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
}
