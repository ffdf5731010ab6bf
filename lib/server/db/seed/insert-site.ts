import "server-only";
import type { TTx } from "../client";
import { priceTypes, regions, siteHosts, sites, warehouses } from "../schema";
import type { TPriceTypeRef } from "./catalog/build-catalog";
import type { TSitePreset } from "./site-presets";

export type TInsertedSite = {
  siteId: number;
  regionByName: Map<string, number>;
  warehouseIds: number[];
  priceTypeByCode: Map<string, TPriceTypeRef>;
};

type TSiteIds = { sites: number; site_hosts: number; regions: number; warehouses: number; price_types: number };

/**
 * The site with its hosts, regions, warehouses and price types. The seed passes `ids` (advanced past what
 * is used; it moves the sequences on afterwards); the seller console passes null and the sequences pick.
 */
export async function insertSite(tx: TTx, preset: TSitePreset, ids: TSiteIds | null, createdAt: Date): Promise<TInsertedSite> {
  const next = (table: keyof TSiteIds) => (ids ? ids[table]++ : undefined);
  const [{ siteId }] = await tx.insert(sites).values({
    id: next("sites"),
    code: preset.code,
    name: preset.name,
    isActive: preset.isActive,
    url: preset.url,
    marketUrl: preset.marketUrl,
    settings: preset.settings,
    config: preset.config,
    modules: preset.modules,
    featureFlags: preset.featureFlags,
    captcha: preset.captcha,
    createdAt,
  }).returning({ siteId: sites.id });
  await tx.insert(siteHosts).values(preset.hosts.map((h) => ({ id: next("site_hosts"), siteId, host: h.host, isPrimary: h.isPrimary })));

  const regionByName = new Map<string, number>();
  if (preset.regions.length > 0) {
    const rows = preset.regions.map((r, i) => ({ id: next("regions"), siteId, name: r.name, isDefault: r.isDefault ?? false, sort: (i + 1) * 10 }));
    const inserted = await tx.insert(regions).values(rows).returning({ id: regions.id, name: regions.name });
    for (const r of inserted) regionByName.set(r.name, r.id);
  }

  const warehouseIds: number[] = [];
  if (preset.warehouses.length > 0) {
    const rows = preset.warehouses.map((w, i) => ({
      id: next("warehouses"),
      siteId,
      regionId: regionByName.get(w.region) ?? null,
      name: w.name,
      city: w.city,
      address: w.address,
      sort: (i + 1) * 10,
    }));
    const inserted = await tx.insert(warehouses).values(rows).returning({ id: warehouses.id });
    warehouseIds.push(...inserted.map((r) => r.id));
  }

  const priceTypeByCode = new Map<string, TPriceTypeRef>();
  if (preset.priceTypes.length > 0) {
    const rows = preset.priceTypes.map((p) => ({ id: next("price_types"), siteId, name: p.name, code: p.code, isBase: p.isBase }));
    const inserted = await tx.insert(priceTypes).values(rows).returning({ id: priceTypes.id });
    preset.priceTypes.forEach((p, i) => priceTypeByCode.set(p.code, { id: inserted[i].id, isBase: p.isBase, discount: p.discount }));
  }
  return { siteId, regionByName, warehouseIds, priceTypeByCode };
}
