import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { ZConfiguratorDefinition, type TConfiguratorNotice } from "@/lib/contracts/configurator";
import type { TLocale } from "@/lib/shared/locales";
import type { TDb, TTx } from "../db/client";
import { configurators, sites } from "../db/schema";
import { AppError } from "../http/app-error";
import { issuesText } from "../i18n/issue-text";
import { clearSiteCache } from "../sites/resolve-site";
import { resolveRules } from "./configurator-rules";

export type TSaveConfiguratorResult = { status: "created" | "updated"; code: string; notices: TConfiguratorNotice[] };

/**
 * Saves a site's configurator (by code: a new one, or the same code replaced) from its JSON definition,
 * checked by zod (a 400 naming each bad field in `locale` on a malformed one). Rules naming features the site does not have are saved
 * and returned as `notices`: the storefront reports and skips them until the catalogue has the feature.
 */
export async function saveConfigurator(db: TDb | TTx, siteId: number, input: unknown, locale: TLocale = "ru"): Promise<TSaveConfiguratorResult> {
  const parsed = ZConfiguratorDefinition.safeParse(input);
  if (!parsed.success) throw new AppError("BAD_REQUEST", issuesText(parsed.error, locale));
  const definition = parsed.data;
  const { notices } = await resolveRules(db, siteId, definition.steps, locale);
  const values = { name: definition.name, description: definition.description, steps: definition.steps, updatedAt: new Date() };
  const [existing] = await db.select({ id: configurators.id }).from(configurators).where(and(eq(configurators.siteId, siteId), eq(configurators.code, definition.code)));
  if (existing) await db.update(configurators).set(values).where(eq(configurators.id, existing.id));
  else await db.insert(configurators).values({ siteId, code: definition.code, sort: sql`(SELECT coalesce(max(sort), 0) + 1 FROM configurators WHERE site_id = ${siteId})`, ...values });
  await switchConfiguratorModule(db, siteId);
  return { status: existing ? "updated" : "created", code: definition.code, notices };
}

/** The site's configurator module is on exactly while it has a configurator (modules menu, /modules/configurator). */
async function switchConfiguratorModule(db: TDb | TTx, siteId: number): Promise<void> {
  await db
    .update(sites)
    .set({ modules: sql`jsonb_set(${sites.modules}, '{configurator}', to_jsonb(EXISTS (SELECT 1 FROM configurators c WHERE c.site_id = ${siteId})))` })
    .where(eq(sites.id, siteId));
  clearSiteCache();
}

/** Removes a site's configurator by code; false when there was none. */
export async function removeConfigurator(db: TDb | TTx, siteId: number, code: string): Promise<boolean> {
  const removed = await db.delete(configurators).where(and(eq(configurators.siteId, siteId), eq(configurators.code, code))).returning({ id: configurators.id });
  await switchConfiguratorModule(db, siteId);
  return removed.length > 0;
}
