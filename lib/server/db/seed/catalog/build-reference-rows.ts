import "server-only";
import { createSlugger } from "../slugify";
import type { TBrandRow, TCatalogIdStart, TFeatureRow, TGroupRow, TManufacturerRow, TSectionRow, TSellerRow, TSeriesRow } from "./catalog-rows";
import type { TCatalogTemplate } from "./types";

export type TReferenceRows = {
  sections: TSectionRow[];
  brands: TBrandRow[];
  manufacturers: TManufacturerRow[];
  series: TSeriesRow[];
  groups: TGroupRow[];
  sellers: TSellerRow[];
  features: TFeatureRow[];
  /** Look-ups the product builder needs. */
  leafByLine: Map<string, number>;
  brandByName: Map<string, { id: number; manufacturerId: number }>;
  seriesByKey: Map<string, number>;
  groupBySlug: Map<string, { id: number; slug: string }>;
  featureByKey: Map<string, { id: number; kind: "numeric" | "text" }>;
};

export const seriesKey = (brand: string, series: string) => `${brand}\u0000${series}`;

/** Sections, brands, manufacturers, series, groups, sellers and features of one site's catalogue. */
export function buildReferenceRows(template: TCatalogTemplate, start: TCatalogIdStart): TReferenceRows {
  const sections: TSectionRow[] = [];
  const byPath = new Map<string, TSectionRow>();
  const leafByLine = new Map<string, number>();
  const sectionSlug = createSlugger();
  for (const line of template.lines) {
    let parent: TSectionRow | null = null;
    for (let depth = 0; depth < line.path.length; depth++) {
      const key = line.path.slice(0, depth + 1).join("/");
      let row = byPath.get(key);
      if (!row) {
        const id = start.sections + sections.length;
        const parentId: number | null = parent ? parent.id : null;
        const siblings: number = sections.filter((s) => s.parentId === parentId).length;
        row = { id, parentId, name: line.path[depth], slug: sectionSlug(line.path[depth]), path: parent ? `${parent.path}.${id}` : String(id), depth, sort: (siblings + 1) * 10 };
        sections.push(row);
        byPath.set(key, row);
      }
      parent = row;
    }
    if (parent) leafByLine.set(line.key, parent.id);
  }

  const manufacturers: TManufacturerRow[] = [];
  const manufacturerByName = new Map<string, number>();
  const brands: TBrandRow[] = [];
  const brandByName = new Map<string, { id: number; manufacturerId: number }>();
  const brandSlug = createSlugger();
  for (const b of template.brands) {
    let manufacturerId = manufacturerByName.get(b.manufacturer);
    if (manufacturerId === undefined) {
      manufacturerId = start.manufacturers + manufacturers.length;
      manufacturers.push({ id: manufacturerId, name: b.manufacturer, country: b.country });
      manufacturerByName.set(b.manufacturer, manufacturerId);
    }
    const id = start.brands + brands.length;
    brands.push({ id, name: b.name, slug: brandSlug(b.name) });
    brandByName.set(b.name, { id, manufacturerId });
  }

  const series: TSeriesRow[] = [];
  const seriesByKey = new Map<string, number>();
  for (const line of template.lines) {
    for (const o of line.options) {
      const brand = brandByName.get(o.brand);
      if (!brand) throw new Error(`Линия ${line.key}: бренд «${o.brand}» не описан в шаблоне`);
      if (!o.series || seriesByKey.has(seriesKey(o.brand, o.series))) continue;
      const id = start.series + series.length;
      series.push({ id, brandId: brand.id, name: o.series });
      seriesByKey.set(seriesKey(o.brand, o.series), id);
    }
  }

  const groups = template.groups.map((g, i) => ({ id: start.groups + i, name: g.name, slug: g.slug }));
  const groupBySlug = new Map(groups.map((g) => [g.slug, g]));
  for (const line of template.lines) {
    if (!groupBySlug.has(line.group)) throw new Error(`Линия ${line.key}: группа «${line.group}» не описана в шаблоне`);
  }
  const sellers = template.sellers.map((name, i) => ({ id: start.sellers + i, name }));
  const features = template.features.map((f, i) => ({ id: start.features + i, name: f.name, unit: f.unit, kind: f.kind, isPrimary: f.isPrimary ?? false, sort: (i + 1) * 10 }));
  const featureByKey = new Map(template.features.map((f, i) => [f.key, { id: features[i].id, kind: f.kind }]));

  return { sections, brands, manufacturers, series, groups, sellers, features, leafByLine, brandByName, seriesByKey, groupBySlug, featureByKey };
}
