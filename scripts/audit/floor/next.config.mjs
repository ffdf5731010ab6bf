// The floor page (issue 20): a bare Next 16 App Router app with the two providers every storefront page
// needs (React Query and next-intl), from the storefront's own node_modules, so the versions are the
// storefront's. `npm run audit:floor` builds it into scripts/audit/floor/.next-floor, apart from the
// storefront's build; `npm run audit:js-size` and `audit:lighthouse` serve and measure it beside our pages.
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  distDir: ".next-floor",
};

export default nextConfig;
