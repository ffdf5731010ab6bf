import "server-only";
import { hashPassword } from "../../auth/hash-password";
import type { TDbHandle } from "../client";
import { exchangeAccounts } from "../schema";
import { readNextIds, syncSequences } from "./allocate-ids";
import { buildCatalog } from "./catalog/build-catalog";
import { withBulkLoad } from "./with-bulk-load";
import { refreshSearchIndex } from "../../search/refresh-search-index";
import { insertCatalog } from "./insert-catalog";
import { insertConfigurators } from "./insert-configurators";
import { insertContent } from "./insert-content";
import { insertGoldenClub } from "./insert-golden-club";
import { insertRecommendedSpecifications } from "./insert-recommended-specifications";
import { insertSite, type TInsertedSite } from "./insert-site";
import { isSeeded } from "./is-seeded";
import { buildDemoPeople } from "./people/demo-people";
import { insertPeople } from "./people/insert-people";
import { buildSecondPeople } from "./people/second-people";
import type { TPeopleSeed } from "./people/types";
import { createRng, hashString } from "./prng";
import { resetDatabase } from "./reset-database";
import { closedSitePreset, demoSitePreset, secondSitePreset, type TSitePreset } from "./site-presets";

export type TSeedOptions = {
  /** Products of the demo seller «Электро-Опт». */
  products: number;
  /** Products of the second seller; defaults to min(2000, products). */
  secondSiteProducts?: number;
  /** Empty every table first (the migration log stays). */
  reset?: boolean;
  log?: (line: string) => void;
};

export type TDemoAccount = { host: string; email: string; phone: string; password: string; note: string };

export type TSeedSummary = {
  sites: { code: string; name: string; hosts: string[]; isActive: boolean; products: number; users: number; companies: number }[];
  /** Rows written per table. */
  rows: Record<string, number>;
  accounts: TDemoAccount[];
  durationMs: number;
};

/** Seeding over existing demo data without `reset`: the CLI prints the message and exits with 1. */
export class SeedRefusedError extends Error {}

export const DEMO_PASSWORD = "demo12345";
/** The 1C exchange login of every demo site (its password is DEMO_PASSWORD). */
export const DEMO_EXCHANGE_LOGIN = "exchange";

/** Small catalogue for tests: seeds in about a second. */
export const testSeedPreset = { products: 300, secondSiteProducts: 60 } as const satisfies TSeedOptions;

const SEED = 20251001;
// Fixed "now" of the demo data, so creation dates are the same on every run.
const SEED_EPOCH = new Date("2025-10-01T06:00:00.000Z");

// The catalogue: loaded in bulk (see withBulkLoad), its indexes built once after the load.
const CATALOG_TABLES = [
  "sections",
  "brands",
  "manufacturers",
  "series",
  "product_groups",
  "sellers",
  "features",
  "products",
  "product_images",
  "product_features",
  "product_prices",
  "stocks",
  "product_relations",
];

const sitePeople: Record<string, (rng: ReturnType<typeof createRng>) => TPeopleSeed> = {
  demo: buildDemoPeople,
  second: buildSecondPeople,
};

/**
 * Fills the database with the demo sellers: «Электро-Опт» on localhost and 127.0.0.1 with `products`
 * goods, «СтройСнаб Про» on second.localhost, and the switched-off «КабельТорг» on closed.localhost;
 * their buyers, companies and managers. The same options on an empty database give the same rows and
 * ids. Everything is written in one transaction.
 */
export async function seedDemo(handle: TDbHandle, opts: TSeedOptions): Promise<TSeedSummary> {
  const started = performance.now();
  const log = opts.log ?? (() => undefined);
  const second = opts.secondSiteProducts ?? Math.min(2000, opts.products);
  for (const [name, value] of [["products", opts.products], ["secondSiteProducts", second]] as const) {
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name}: нужно целое число не меньше 0, получено ${value}`);
  }
  if (opts.reset) {
    await resetDatabase(handle);
    log("База очищена");
  } else if (await isSeeded(handle)) {
    throw new SeedRefusedError(
      `В базе (${handle.where}) уже есть демо-данные: сайт localhost найден. Чтобы заполнить её заново, добавьте --reset (все данные будут удалены).`,
    );
  }

  const rng = createRng(SEED);
  // One hash for every demo account, with a salt from the seeded stream: argon2id takes ~25 ms a
  // hash, and a random salt would make every run differ.
  const salt = Uint8Array.from({ length: 16 }, () => rng.int(0, 255));
  const passwordHash = await hashPassword(DEMO_PASSWORD, { salt });

  const rows: Record<string, number> = {};
  const count = (table: string, n: number) => (rows[table] = (rows[table] ?? 0) + n);
  const summary: TSeedSummary = { sites: [], rows, accounts: [], durationMs: 0 };
  const productCounts: Record<string, number> = { demo: opts.products, second };

  await handle.db.transaction(async (tx) => {
    const ids = await readNextIds(tx);
    const inserted: { preset: TSitePreset; site: TInsertedSite }[] = [];
    for (const preset of [demoSitePreset, secondSitePreset, closedSitePreset]) {
      const site = await insertSite(tx, preset, ids, SEED_EPOCH);
      inserted.push({ preset, site });
      count("sites", 1);
      count("site_hosts", preset.hosts.length);
      count("regions", preset.regions.length);
      count("warehouses", preset.warehouses.length);
      count("price_types", preset.priceTypes.length);
      // Every seller's 1C signs in to /exchange/1c as `exchange` with the demo password (README «Обмен с 1С»).
      await tx.insert(exchangeAccounts).values({ siteId: site.siteId, login: DEMO_EXCHANGE_LOGIN, passwordHash });
      count("exchange_accounts", 1);
      for (const [table, n] of Object.entries(await insertContent(tx, { siteId: site.siteId, code: preset.code, name: preset.name }, SEED_EPOCH))) count(table, n);
      const people = sitePeople[preset.code]?.(rng.fork(`people:${preset.code}`));
      let written = { users: 0, companies: 0 };
      if (people) {
        const ctx = { siteId: site.siteId, regionByName: site.regionByName, priceTypeByCode: site.priceTypeByCode, passwordHash, createdAt: SEED_EPOCH, rng: rng.fork(`uuid:${preset.code}`) };
        written = await insertPeople(tx, people, ctx, ids);
        count("users", written.users);
        count("companies", written.companies);
        count("managers", people.managers.length);
        for (const u of people.users) {
          if (u.note) summary.accounts.push({ host: preset.hosts[0].host, email: u.email, phone: `+7${u.phone}`, password: DEMO_PASSWORD, note: u.note });
        }
      }
      summary.sites.push({ code: preset.code, name: preset.name, hosts: preset.hosts.map((h) => h.host), isActive: preset.isActive, products: 0, ...written });
    }

    await withBulkLoad(tx, CATALOG_TABLES, async () => {
      for (const [i, { preset, site }] of inserted.entries()) {
        if (!preset.catalog) continue;
        const siteStarted = performance.now();
        const built = buildCatalog({
          template: preset.catalog,
          products: productCounts[preset.code] ?? 0,
          seed: (SEED ^ hashString(preset.code)) >>> 0,
          idStart: {
            sections: ids.sections,
            brands: ids.brands,
            manufacturers: ids.manufacturers,
            series: ids.series,
            groups: ids.product_groups,
            sellers: ids.sellers,
            features: ids.features,
            products: ids.products,
          },
          priceTypes: [...site.priceTypeByCode.values()],
          warehouseIds: site.warehouseIds,
          newestAt: SEED_EPOCH,
        });
        const builtMs = performance.now() - siteStarted;
        const written = await insertCatalog(tx, site.siteId, built, ids.product_images);
        ids.sections += built.sections.length;
        ids.brands += built.brands.length;
        ids.manufacturers += built.manufacturers.length;
        ids.series += built.series.length;
        ids.product_groups += built.groups.length;
        ids.sellers += built.sellers.length;
        ids.features += built.features.length;
        ids.products += built.products.length;
        ids.product_images += built.products.length;
        summary.sites[i].products = written.products;
        count("sections", built.sections.length);
        count("brands", built.brands.length);
        count("manufacturers", built.manufacturers.length);
        count("series", built.series.length);
        count("product_groups", built.groups.length);
        count("sellers", built.sellers.length);
        count("features", built.features.length);
        count("products", written.products);
        count("product_images", written.images);
        count("product_features", written.productFeatures);
        count("product_prices", written.prices);
        count("stocks", written.stocks);
        count("product_relations", written.relations);
        const seconds = (ms: number) => (ms / 1000).toFixed(1);
        log(`${preset.name} (${preset.code}): ${written.products} товаров, собрано за ${seconds(builtMs)} с, записано за ${seconds(performance.now() - siteStarted - builtMs)} с`);
      }
    });
    await syncSequences(tx);
    // The seller's recommended specifications pick products of the catalogue just written.
    for (const { preset, site } of inserted) count("specifications", await insertRecommendedSpecifications(tx, { siteId: site.siteId, code: preset.code }, SEED_EPOCH));
    // The golden club's levels and rules name brands and sections of the catalogue just written.
    for (const { preset, site } of inserted) count("club", await insertGoldenClub(tx, { siteId: site.siteId, code: preset.code }, SEED_EPOCH));
    // The configurators' rules name sections and features of the catalogue just written.
    for (const { preset, site } of inserted) count("configurators", await insertConfigurators(tx, { siteId: site.siteId, code: preset.code }));
    // Search documents, typo word list and default synonyms of every site, built once after the load.
    const indexStarted = performance.now();
    await refreshSearchIndex(tx);
    log(`Поисковый индекс построен за ${((performance.now() - indexStarted) / 1000).toFixed(1)} с`);
  });
  summary.durationMs = Math.round(performance.now() - started);
  return summary;
}
