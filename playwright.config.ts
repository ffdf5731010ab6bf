import { defineConfig, devices } from "@playwright/test";

// e2e runs against a production build served by `npm start` on its own port and data folder, seeded
// with a smaller catalogue. No mail is configured, so /dev/outbox serves the browser (a loopback peer)
// as it serves a fresh install. Debian's Chromium is used: Playwright's own browser download is impossible here.
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? ".data-e2e";
// The local bank (npm run dev:idp) for the bank sign-in tests; the production server (`npm start`) offers it with BANK_ID_LOCAL=1.
const idpPort = Number(process.env.E2E_IDP_PORT ?? 3901);

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1920, height: 1080 } };
const phone = { ...devices["Pixel 7"], viewport: { width: 375, height: 812 } };

/**
 * Files that change nothing another test reads: visitors' pages, headers, sitemaps, a11y scans (shell-a11y signs
 * in the demo buyers to look at their cart and orders, and changes neither). A file that places an order, fills a
 * cart, edits an account or a seller's data, counts analytics events or relies on the HTML cache being cold
 * belongs in the first lane.
 */
const readOnlyFiles = [
  "shell-a11y", "catalog-a11y", "content", "catalog-ssr", "seo-crawl", "seo-pages", "hardening", "tenancy", "framing",
  "shell-notices", "shell-states", "shell-analytics", "shell-layout", "shell-screenshots", "catalog-keyboard", "catalog-table-fit",
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "tests/e2e",
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two lanes (docs/benchmarks.md «CI», session 14): the desktop files that only read what no other test
  // changes run in their own lane beside the rest; every other file still runs one test at a time, as before.
  workers: 2,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }], ["html", { open: "never", outputFolder: "reports/e2e-html" }]],
  timeout: 30_000,
  // Assertions wait up to 10 s (Playwright's default is 5): in CI the PostgreSQL API suite runs beside this one on
  // the 2-core machine, and a signed-in page's client boot (chunks, then the current user) took just over 5 s
  // there — a passing assertion costs nothing extra, only a failing one waits longer.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "on-first-retry",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumFlags },
  },
  projects: [
    // The buyer's journeys: carts, orders, specifications, offers, accounts and the seller data they change — one
    // test at a time, as they share the demo buyers and sellers.
    { name: "desktop", use: desktop, testIgnore: readOnlyFiles, workers: 1 },
    // The second lane: pages a visitor reads (and the buyers' pages shell-a11y only looks at), nothing they
    // change is read by another test; one test at a time beside the first lane.
    { name: "desktop-read", use: desktop, testMatch: readOnlyFiles, workers: 1 },
    // The phone (375×812, touch) runs only the tests tagged `@phone` — those that check the phone's layout or
    // take the phone's own controls (the filter sheet, the cards, the main-menu button, the chat button's
    // place, the regional message). Every other test repeats the desktop's requests on a narrower screen and
    // runs on the desktop only: CI time (docs/benchmarks.md «CI»).
    // Each lane then runs its files' phone tests: the buyers' after the buyers' desktop lane (they take the same
    // demo buyers' carts and orders), the reading lane's after the reading lane.
    { name: "mobile", use: phone, grep: /@phone/, testIgnore: readOnlyFiles, dependencies: ["desktop"], workers: 1 },
    { name: "mobile-read", use: phone, grep: /@phone/, testMatch: readOnlyFiles, dependencies: ["desktop-read"], workers: 1 },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && npm start`,
      url: `http://localhost:${port}/api/health`,
      timeout: 900_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: { PORT: String(port), DATA_DIR: dataDir, SEED_PRODUCTS: "3000", LOG_LEVEL: "warn", DATABASE_URL: "", BANK_ID_LOCAL: "1", SBP_LOCAL: "1", IDP_PORT: String(idpPort), B2B_TEST_SWITCHES: "1" },
    },
    {
      command: "npm run dev:idp",
      url: `http://localhost:${idpPort}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { IDP_PORT: String(idpPort), E2E_PORT: String(port) },
    },
  ],
});
