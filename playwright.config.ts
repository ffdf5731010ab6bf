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

export default defineConfig({
  testDir: "tests/e2e",
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }], ["html", { open: "never", outputFolder: "reports/e2e-html" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "on-first-retry",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumFlags },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1920, height: 1080 } } },
    // Files that test no layout (headers, hosts, framing, the policy, the analytics tag, the 1C exchange, the
    // query cache's change of viewer, the server-rendered HTML, the full-page states, the bank's redirects)
    // run once, on the desktop: the phone's run would repeat the same requests and spend CI time.
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 } },
      testIgnore: [
        "hardening.spec.ts", "tenancy.spec.ts", "framing.spec.ts", "csp.spec.ts", "shell-analytics.spec.ts", "web-analytics.spec.ts",
        "captcha-widgets.spec.ts", "exchange-1c.spec.ts", "viewer-switch.spec.ts", "catalog-ssr.spec.ts", "shell-states.spec.ts", "bank-sign-in.spec.ts",
        "seo-crawl.spec.ts",
        // Journeys whose phone run only repeated the desktop's requests with another account (no phone
        // layout is checked in them): the cart's checkout rules, custom products, the catalogue's keyboard
        // and its cache/typing checks (their phone tests were skipped already).
        "cart-checkout.spec.ts", "custom-products.spec.ts", "catalog-keyboard.spec.ts", "catalog-performance.spec.ts",
        // The order manager's journey checks its phone layout inside the desktop run (setViewportSize to 375 px).
        "order-manager.spec.ts",
        // The golden club's test checks its page at 375 px itself (one run instead of two).
        "golden-club.spec.ts",
      ],
    },
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
