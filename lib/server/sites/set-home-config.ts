import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { ZHomeConfig, type THomeConfig } from "@/lib/contracts/home";
import { getDb } from "../db/client";
import { brands, feeds, sections, sites } from "../db/schema";
import { AppError } from "../http/app-error";
import { parseSellerJson } from "./parse-seller-json";
import { clearSiteCache, type TSite } from "./resolve-site";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";

// The seller console's texts, in the operator's language (ADR 0032).
const t = translator(operatorLocale, "sellerConsole");

/** The slugs a configuration names that the site does not have, as messages. */
async function unknownSlugs(siteId: number, config: THomeConfig): Promise<string[]> {
  const wanted = { sections: new Set<string>(), brands: new Set<string>(), feeds: new Set<string>() };
  for (const block of config.blocks) {
    if (block.type === "sections") block.slugs?.forEach((s) => wanted.sections.add(s));
    if (block.type === "brands") block.slugs?.forEach((s) => wanted.brands.add(s));
    if (block.type === "news") wanted.feeds.add(block.feed);
  }
  const db = getDb();
  const found = async (table: typeof sections | typeof brands | typeof feeds, slugs: Set<string>) =>
    slugs.size ? new Set((await db.select({ slug: table.slug }).from(table).where(and(eq(table.siteId, siteId), inArray(table.slug, [...slugs])))).map((r) => r.slug)) : new Set<string>();
  const [s, b, f] = await Promise.all([found(sections, wanted.sections), found(brands, wanted.brands), found(feeds, wanted.feeds)]);
  return [
    ...[...wanted.sections].filter((slug) => !s.has(slug)).map((slug) => t("notOnSite.section", { name: slug })),
    ...[...wanted.brands].filter((slug) => !b.has(slug)).map((slug) => t("notOnSite.brand", { name: slug })),
    ...[...wanted.feeds].filter((slug) => !f.has(slug)).map((slug) => t("notOnSite.feed", { name: slug })),
  ];
}

/**
 * Sets the home page's blocks (site config `home`) from the seller's JSON, checked whole — its shape
 * and that every section, brand and feed it names is the site's own — before it is stored; null clears
 * it (the home page then shows the top-level sections).
 */
export async function setHomeConfig(site: TSite, json: string | null): Promise<THomeConfig | null> {
  let config: THomeConfig | null = null;
  if (json !== null) {
    const parsed = parseSellerJson(json, ZHomeConfig, { file: t("sites.blocksFile"), root: "blocks" });
    const unknown = await unknownSlugs(site.id, parsed);
    if (unknown.length) throw new AppError("BAD_REQUEST", unknown.join("; "));
    config = parsed;
  }
  const { home: _previous, ...rest } = site.config;
  await getDb()
    .update(sites)
    .set({ config: config ? { ...rest, home: config } : rest })
    .where(eq(sites.id, site.id));
  clearSiteCache();
  return config;
}
