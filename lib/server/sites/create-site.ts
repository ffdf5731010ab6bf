import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { sites } from "../db/schema";
import { insertSite } from "../db/seed/insert-site";
import { newSitePreset } from "../db/seed/site-presets";
import { AppError } from "../http/app-error";
import { assertHostsFree, parseHostName } from "./host-name";

export const SITE_CODE = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const DEFAULT_REGION = "Вся Россия";

export type TCreateSiteInput = { code: string; name: string; hosts: string[]; region?: string };

/**
 * A new seller: the site with its hosts (the first is the primary one), the demo's default settings and
 * one region. Price types and warehouses come with the first import (ADR 0014).
 */
export async function createSite(input: TCreateSiteInput): Promise<{ id: number; code: string; hosts: string[] }> {
  const code = input.code.trim().toLowerCase();
  if (!SITE_CODE.test(code)) throw new AppError("BAD_REQUEST", `код сайта «${input.code}»: латинские буквы, цифры и дефис, до 40 знаков (например acme)`);
  const name = input.name.trim();
  if (!name) throw new AppError("BAD_REQUEST", "укажите название сайта (--name)");
  const hosts = [...new Set(input.hosts.map(parseHostName))];
  if (!hosts.length) throw new AppError("BAD_REQUEST", "укажите хотя бы один хост (--host)");
  const region = input.region?.trim() || DEFAULT_REGION;

  return getDb().transaction(async (tx) => {
    const [existing] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.code, code)).limit(1);
    if (existing) throw new AppError("CONFLICT", `сайт с кодом «${code}» уже есть`);
    await assertHostsFree(tx, hosts, null);
    const { siteId } = await insertSite(tx, newSitePreset({ code, name, hosts, region }), null, new Date());
    return { id: siteId, code, hosts };
  });
}
