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

/** The site with its hosts, regions, warehouses and price types; `ids` are advanced past what is used. */
export async function insertSite(tx: TTx, preset: TSitePreset, ids: TSiteIds, createdAt: Date): Promise<TInsertedSite> {
  const siteId = ids.sites++;
  await tx.insert(sites).values({
    id: siteId,
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
  });
  await tx.insert(siteHosts).values(preset.hosts.map((h) => ({ id: ids.site_hosts++, siteId, host: h.host, isPrimary: h.isPrimary })));

  const regionByName = new Map<string, number>();
  if (preset.regions.length > 0) {
    const rows = preset.regions.map((r, i) => ({ id: ids.regions++, siteId, name: r.name, isDefault: r.isDefault ?? false, sort: (i + 1) * 10 }));
    await tx.insert(regions).values(rows);
    for (const r of rows) regionByName.set(r.name, r.id);
  }

  const warehouseIds: number[] = [];
  if (preset.warehouses.length > 0) {
    const rows = preset.warehouses.map((w, i) => ({
      id: ids.warehouses++,
      siteId,
      regionId: regionByName.get(w.region) ?? null,
      name: w.name,
      city: w.city,
      address: w.address,
      sort: (i + 1) * 10,
    }));
    await tx.insert(warehouses).values(rows);
    warehouseIds.push(...rows.map((r) => r.id));
  }

  const priceTypeByCode = new Map<string, TPriceTypeRef>();
  if (preset.priceTypes.length > 0) {
    const rows = preset.priceTypes.map((p) => ({ id: ids.price_types++, siteId, name: p.name, code: p.code, isBase: p.isBase }));
    await tx.insert(priceTypes).values(rows);
    preset.priceTypes.forEach((p, i) => priceTypeByCode.set(p.code, { id: rows[i].id, isBase: p.isBase, discount: p.discount }));
  }
  return { siteId, regionByName, warehouseIds, priceTypeByCode };
}
