import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { sites } from "../db/schema";
import { insertSite } from "../db/seed/insert-site";
import { newSitePreset } from "../db/seed/site-presets";
import { AppError } from "../http/app-error";
import { assertHostsFree, parseHostName } from "./host-name";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";

// The seller console's texts, in the operator's language (ADR 0032).
const t = translator(operatorLocale, "sellerConsole.sites");

export const SITE_CODE = /^[a-z0-9][a-z0-9-]{0,39}$/;

export type TCreateSiteInput = { code: string; name: string; hosts: string[]; region?: string };

/**
 * A new seller: the site with its hosts (the first is the primary one), the demo's default settings and
 * one region. Price types and warehouses come with the first import (ADR 0014).
 */
export async function createSite(input: TCreateSiteInput): Promise<{ id: number; code: string; hosts: string[] }> {
  const code = input.code.trim().toLowerCase();
  if (!SITE_CODE.test(code)) throw new AppError("BAD_REQUEST", t("badCode", { code: input.code }));
  const name = input.name.trim();
  if (!name) throw new AppError("BAD_REQUEST", t("nameRequired"));
  const hosts = [...new Set(input.hosts.map(parseHostName))];
  if (!hosts.length) throw new AppError("BAD_REQUEST", t("hostRequired"));
  const region = input.region?.trim() || t("defaultRegion");

  return getDb().transaction(async (tx) => {
    const [existing] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.code, code)).limit(1);
    if (existing) throw new AppError("CONFLICT", t("codeTaken", { code }));
    await assertHostsFree(tx, hosts, null);
    const { siteId } = await insertSite(tx, newSitePreset({ code, name, hosts, region }), null, new Date());
    return { id: siteId, code, hosts };
  });
}
