import "server-only";
import { asc, eq } from "drizzle-orm";
import { namedCache, siteKey } from "../../cache/named-cache";
import { getDb } from "../../db/client";
import { brands, features, manufacturers, priceTypes, productGroups, sections, sellers, series, warehouses } from "../../db/schema";

type TRef = { id: number; name: string };

/** A site's small reference tables, by id: what every product answer names. */
export type TReferenceNames = {
  brands: Map<number, TRef>;
  groups: Map<number, TRef & { slug: string }>;
  sections: Map<number, TRef>;
  series: Map<number, TRef>;
  manufacturers: Map<number, TRef & { country: string }>;
  sellers: Map<number, TRef>;
  features: Map<number, { id: number; name: string; unit: string | null; kind: "numeric" | "text"; primary: boolean; sort: number }>;
  warehouses: { id: number; name: string; city: string }[];
  basePriceTypeId: number | null;
};

// Per site (a bound on the sites kept; each entry is a few hundred rows). Invalidation: refreshSearchIndex
// (imports, catalogue edits) calls clearReferenceNames in the writing process; a reader that meets an id
// the entry lacks reloads it (mustKnow); a renamed brand shows in other processes within the minute.
const cache = namedCache<TReferenceNames>({
  name: "reference-names",
  max: 200,
  ttlMs: 60_000,
  invalidation: "clearReferenceNames (refreshSearchIndex) in the writing process; an unknown id reloads; 1 min elsewhere",
  isKeyedBySite: true,
});

async function load(siteId: number): Promise<TReferenceNames> {
  const db = getDb();
  const [b, g, sec, ser, m, sel, f, w, pt] = await Promise.all([
    db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.siteId, siteId)),
    db.select({ id: productGroups.id, name: productGroups.name, slug: productGroups.slug }).from(productGroups).where(eq(productGroups.siteId, siteId)),
    db.select({ id: sections.id, name: sections.name }).from(sections).where(eq(sections.siteId, siteId)),
    db.select({ id: series.id, name: series.name }).from(series).where(eq(series.siteId, siteId)),
    db.select({ id: manufacturers.id, name: manufacturers.name, country: manufacturers.country }).from(manufacturers).where(eq(manufacturers.siteId, siteId)),
    db.select({ id: sellers.id, name: sellers.name }).from(sellers).where(eq(sellers.siteId, siteId)),
    db
      .select({ id: features.id, name: features.name, unit: features.unit, kind: features.kind, primary: features.isPrimary, sort: features.sort })
      .from(features)
      .where(eq(features.siteId, siteId)),
    db.select({ id: warehouses.id, name: warehouses.name, city: warehouses.city }).from(warehouses).where(eq(warehouses.siteId, siteId)).orderBy(asc(warehouses.sort), asc(warehouses.id)),
    db.select({ id: priceTypes.id, isBase: priceTypes.isBase }).from(priceTypes).where(eq(priceTypes.siteId, siteId)),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  return {
    brands: byId(b),
    groups: byId(g),
    sections: byId(sec),
    series: byId(ser),
    manufacturers: byId(m),
    sellers: byId(sel),
    features: byId(f),
    warehouses: w,
    basePriceTypeId: pt.find((p) => p.isBase)?.id ?? null,
  };
}

/**
 * The site's reference names, cached for a minute: a few hundred rows that every product list would
 * otherwise join six tables for (the joins' planning alone cost more than the rest of the read).
 * `mustKnow` lists ids the caller is about to look up; one the cache lacks (just created) reloads it.
 */
export async function referenceNames(siteId: number, mustKnow: { kind: "brands" | "groups" | "sections" | "series" | "manufacturers" | "sellers" | "features"; ids: number[] }[] = []): Promise<TReferenceNames> {
  const hit = cache.get(siteKey(siteId));
  if (hit && mustKnow.every(({ kind, ids }) => ids.every((id) => hit[kind].has(id)))) return hit;
  const value = await load(siteId);
  cache.set(siteKey(siteId), value);
  return value;
}

/** Forget cached names (after a catalogue import, and between tests). */
export function clearReferenceNames(): void {
  cache.clear();
}
