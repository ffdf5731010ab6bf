import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    // "server-only" throws outside React's server build; tests run server code directly.
    "^server-only$": "<rootDir>/tests/helpers/empty-module.cjs",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/.next-", "/tests/e2e/"],
};

// next-intl and use-intl ship ESM only, and so does htmlparser2 (sanitize-html's parser) with its DOM
// packages: let next/jest's SWC transform them.
function withEsmPackages(config) {
  return {
    ...config,
    transformIgnorePatterns: ["/node_modules/(?!(next-intl|use-intl|@formatjs|intl-messageformat|icu-minify|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)", "^.+\\.module\\.(css|sass|scss)$"],
  };
}

// openid-client (and jose, oauth4webapi), oidc-provider, htmlparser2 (with its DOM packages) and use-intl (the
// server translator, lib/server/i18n/translator.ts, with its ICU parser) ship ESM only, and on Node 20 Jest cannot
// require ESM: the API project (run with --experimental-vm-modules, where next/jest would keep them ESM)
// compiles them to CommonJS like the rest of the code.
const esmOnlyForApi = ["@seriousme/openapi-schema-validator", "openid-client", "oauth4webapi", "jose", "oidc-provider", "htmlparser2", "domhandler", "domutils", "dom-serializer", "domelementtype", "entities", "use-intl", "intl-messageformat", "@formatjs", "icu-minify"];
function withCommonJsOf(packages, config) {
  const [[pattern, [transformer, options]]] = Object.entries(config.transform);
  const names = packages.join("|");
  return {
    ...config,
    transform: { [`/node_modules/(${names})/.+\\.js$`]: [transformer, { ...options, isEsmProject: false }], [pattern]: [transformer, options] },
    transformIgnorePatterns: config.transformIgnorePatterns.map((p) => p.replace("(next-intl|", `(${names}|next-intl|`)),
  };
}

const unit = withEsmPackages(
  await createJestConfig({
    ...shared,
    displayName: "unit",
    testEnvironment: "jsdom",
    testMatch: ["<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
    setupFilesAfterEnv: ["<rootDir>/tests/helpers/unit-setup.ts"],
    // A file's first test also compiles and loads its lazy chunks: 5 s was exceeded on a loaded 2-core machine.
    testTimeout: 15_000,
  })(),
);

const api = withCommonJsOf(esmOnlyForApi, withEsmPackages(
  await createJestConfig({
    ...shared,
    displayName: "api",
    testEnvironment: "node",
    testMatch: ["<rootDir>/tests/api/**/*.test.ts"],
    globalSetup: "<rootDir>/tests/helpers/api-global-setup.cjs",
    globalTeardown: "<rootDir>/tests/helpers/api-global-teardown.cjs",
    setupFilesAfterEnv: ["<rootDir>/tests/helpers/api-setup.ts"],
    testTimeout: 30_000,
  })(),
));

const config = { projects: [unit, api] };
export default config;
