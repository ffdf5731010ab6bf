import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/server/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite loads its WASM and data files from its own package folder; bundling it breaks that.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "sharp", "@node-rs/argon2"],
  typedRoutes: false,
  // Several checkouts' builds can live side by side (e.g. parallel e2e runs): NEXT_DIST_DIR=.next-x.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
};

export default withNextIntl(nextConfig);
