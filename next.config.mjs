import { createRequire } from "node:module";
import path from "node:path";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/server/i18n/request.ts");
const require = createRequire(import.meta.url);

// Messages are compiled on the server (lib/server/i18n/compile-messages.ts), so next-intl's formatter
// can be its format-only build: the ICU parser (intl-messageformat, ≈ 11 KB gzip) leaves every bundle.
const formatOnly = require.resolve("use-intl/format-message/format-only");

// Headers of every answer (issue 16, docs/adr/0015-content-security-policy.md): browsers do not sniff
// types, the path but not the query leaves in Referer to other sites, and the browser features the shop
// never uses are off (the clipboard it does use is allowed to itself by default; payment stays for the
// bank's page).
const commonHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), payment=(self)" },
];
// Pages get their policy, with a nonce, from the proxy (proxy.ts). What it never sees — API answers, the
// 1C exchange, media and static files — is no document to run anything in and no one's to frame.
const strictHeaders = [
  { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
  { key: "X-Frame-Options", value: "DENY" },
];
const outsideTheProxy = ["/api/:path*", "/exchange/:path*", "/media/:path*", "/_next/:path*", "/favicon.ico", "/robots.txt"];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite loads its WASM and data files from its own package folder; bundling it breaks that.
  // pdfkit reads its font metrics from its own package folder too (the documents' PDFs).
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "sharp", "@node-rs/argon2", "pdfkit"],
  typedRoutes: false,
  // `.ci/run` type-checks the whole tree (`npm run typecheck`) before the e2e build and then sets
  // NEXT_BUILD_TYPES_CHECKED=1, so the build does not check the same types a second time (≈ 1–2 min of CI).
  // Everywhere else — `npm start`'s first build included — the build checks them as usual.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPES_CHECKED === "1" },
  async headers() {
    return [{ source: "/:path*", headers: commonHeaders }, ...outsideTheProxy.map((source) => ({ source, headers: strictHeaders }))];
  },
  // Several checkouts' builds can live side by side (e.g. parallel e2e runs): NEXT_DIST_DIR=.next-x.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // B2B_SOURCE_MAPS=1: browser source maps, for attributing a page's JavaScript to modules (npm run audit:js-modules).
  productionBrowserSourceMaps: process.env.B2B_SOURCE_MAPS === "1",
  // Next 16.4 writes Turbopack's file-system cache at the end of every build (≈ 50 s on the 2-core machine) so
  // that the next build is faster; a CI run builds once on a fresh clone and never reads it.
  experimental: { turbopackFileSystemCacheForBuild: process.env.CI !== "true" },
  // Turbopack takes aliases relative to the project folder.
  turbopack: { resolveAlias: { "use-intl/format-message": `./${path.relative(process.cwd(), formatOnly)}` } },
  webpack(config) {
    config.resolve.alias["use-intl/format-message"] = formatOnly;
    return config;
  },
};

export default withNextIntl(nextConfig);
