import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    // "server-only" throws outside React's server build; tests run server code directly.
    "^server-only$": "<rootDir>/tests/helpers/empty-module.cjs",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/tests/e2e/"],
};

// next-intl and use-intl ship ESM only: let next/jest's SWC transform them.
function withEsmPackages(config) {
  return {
    ...config,
    transformIgnorePatterns: ["/node_modules/(?!(next-intl|use-intl|@formatjs)/)", "^.+\\.module\\.(css|sass|scss)$"],
  };
}

const unit = withEsmPackages(
  await createJestConfig({
    ...shared,
    displayName: "unit",
    testEnvironment: "jsdom",
    testMatch: ["<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
    setupFilesAfterEnv: ["<rootDir>/tests/helpers/unit-setup.ts"],
  })(),
);

const api = withEsmPackages(
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
);

const config = { projects: [unit, api] };
export default config;
