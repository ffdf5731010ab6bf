import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const serverPaths = { group: ["@/lib/server/*", "@/lib/server", "**/lib/server/**"], message: "lib/server is server-only: components and browser code go through the API (lib/client) or get data as props." };
const dbPaths = { group: ["@/lib/server/db/*", "@/lib/server/db", "**/lib/server/db/**"], message: "Pages call services, never the database directly." };
const componentPaths = { group: ["@/components/*", "**/components/**"], message: "Route handlers and services never import components." };
// The HTML micro-cache keys a page by what its render read of the request (docs/adr/0035): every read goes through one door.
const nextHeaders = { name: "next/headers", message: "Read the request through lib/server/http/request-reads.ts: the HTML cache keys pages by what is read there." };
const appPaths = { group: ["@/app/*", "**/app/**", "@/lib/client/*", "**/lib/client/**"], message: "Shared code imports nothing app-specific." };

// Layer rules of docs ARCHITECTURE.md "Who may import whom", enforced by the linter.
const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", ".next-*/**", "scripts/audit/floor/.next-floor/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "scripts/tmp-*"],
  },
  {
    rules: {
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["app/**", "proxy.ts", "instrumentation.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [nextHeaders] }] },
  },
  {
    files: ["components/**", "lib/client/**"],
    rules: { "no-restricted-imports": ["error", { paths: [nextHeaders], patterns: [serverPaths] }] },
  },
  {
    files: ["app/**/page.tsx", "app/**/layout.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [nextHeaders], patterns: [dbPaths] }] },
  },
  {
    files: ["app/api/**"],
    rules: { "no-restricted-imports": ["error", { paths: [nextHeaders], patterns: [componentPaths] }] },
  },
  {
    files: ["lib/server/**"],
    ignores: ["lib/server/http/request-reads.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/headers", message: "Services take their context as an argument; only lib/server/http/request-reads.ts reads the request (the HTML cache keys pages by those reads)." }], patterns: [componentPaths] },
      ],
    },
  },
  {
    files: ["lib/shared/**", "lib/contracts/**"],
    rules: { "no-restricted-imports": ["error", { paths: [nextHeaders], patterns: [serverPaths, componentPaths, appPaths] }] },
  },
];

export default config;
