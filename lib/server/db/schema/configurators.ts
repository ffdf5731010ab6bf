import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { TConfiguratorStep } from "../../../contracts/configurator";
import { sites } from "./sites";

/**
 * A configurator of a site (issue 23 item 3, spec §2 `/modules/{configurator}`): steps over catalogue
 * sections and the rules over product features that keep later steps compatible with earlier picks —
 * data the seller saves with `npm run seller -- configurator:save` (ADR «configurator», docs/api.md).
 * `steps` is the zod-checked definition (lib/contracts/configurator.ts); rules naming a feature the
 * site lacks are kept and reported, not applied.
 */
export const configurators = pgTable(
  "configurators",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** The address part: /modules/configurator/{code}. */
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    steps: jsonb("steps").$type<TConfiguratorStep[]>().notNull(),
    sort: integer("sort").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("configurators_site_code_uq").on(t.siteId, t.code)],
);
