import { defineConfig } from "drizzle-kit";

// Used only by `npm run db:generate` to write SQL migrations from the schema; migrations are applied
// by scripts/db-migrate.ts (drizzle-kit cannot load PGlite extensions).
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/server/db/schema/index.ts",
  out: "./lib/server/db/migrations",
});
