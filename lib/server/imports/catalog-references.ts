import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { TDb, TTx } from "../db/client";
import { brands, featureOptions, features, priceTypes, sections, warehouses } from "../db/schema";
import { rowsOf } from "../db/rows";
import { createSlugger, slugify } from "../db/seed/slugify";
import type { TFeatureRecord, TPriceTypeRecord, TSectionRecord, TWarehouseRecord } from "./import-records";

type TSection = { id: number; path: string; depth: number };
type TFeature = { id: number; kind: "numeric" | "text" };

/**
 * The site's sections, features, price types, warehouses and brands by the keys an import names them with,
 * loaded once per run and kept as the run adds to them (a site has hundreds of these, not thousands).
 */
export class CatalogReferences {
  private sections = new Map<string, TSection>();
  private features = new Map<string, TFeature>();
  private priceTypes = new Map<string, number>();
  private priceTypesByName = new Map<string, number>();
  private warehouses = new Map<string, number>();
  private warehousesByName = new Map<string, number>();
  private brands = new Map<string, number>();
  private options = new Map<string, string>();
  private sectionSlug: (name: string) => string = createSlugger();
  basePriceTypeId: number | null = null;
  firstWarehouseId: number | null = null;

  private constructor(readonly siteId: number) {}

  static async load(db: TDb | TTx, siteId: number): Promise<CatalogReferences> {
    const refs = new CatalogReferences(siteId);
    const sectionRows = await db.select({ id: sections.id, key: sections.externalId, slug: sections.slug, path: sections.path, depth: sections.depth }).from(sections).where(eq(sections.siteId, siteId));
    const used = new Set(sectionRows.map((s) => s.slug));
    const slugger = createSlugger();
    // Seed the slugger with the slugs in use, so new sections never take one.
    for (const slug of used) slugger(slug);
    refs.sectionSlug = (name) => {
      let slug = slugger(name);
      while (used.has(slug)) slug = slugger(name);
      used.add(slug);
      return slug;
    };
    for (const s of sectionRows) if (s.key) refs.sections.set(s.key, { id: s.id, path: s.path, depth: s.depth });
    for (const f of await db.select({ id: features.id, key: features.externalId, kind: features.kind }).from(features).where(eq(features.siteId, siteId))) {
      if (f.key) refs.features.set(f.key, { id: f.id, kind: f.kind });
    }
    for (const p of await db.select().from(priceTypes).where(eq(priceTypes.siteId, siteId)).orderBy(asc(priceTypes.id))) {
      if (p.externalId) refs.priceTypes.set(p.externalId, p.id);
      refs.priceTypesByName.set(p.name.toLowerCase(), p.id);
      refs.priceTypesByName.set(p.code.toLowerCase(), p.id);
      if (p.isBase) refs.basePriceTypeId = p.id;
    }
    for (const w of await db.select().from(warehouses).where(eq(warehouses.siteId, siteId)).orderBy(asc(warehouses.sort), asc(warehouses.id))) {
      if (w.externalId) refs.warehouses.set(w.externalId, w.id);
      refs.warehousesByName.set(w.name.toLowerCase(), w.id);
      refs.firstWarehouseId ??= w.id;
    }
    for (const b of await db.select({ id: brands.id, slug: brands.slug }).from(brands).where(eq(brands.siteId, siteId))) refs.brands.set(b.slug, b.id);
    return refs;
  }

  sectionId(key: string): number | undefined {
    return this.sections.get(key)?.id;
  }

  feature(key: string): TFeature | undefined {
    return this.features.get(key);
  }

  priceTypeId(key: string): number | undefined {
    return this.priceTypes.get(key);
  }

  priceTypeByName(name: string): number | undefined {
    return this.priceTypesByName.get(name.trim().toLowerCase());
  }

  warehouseId(key: string | null): number | null | undefined {
    return key === null ? this.firstWarehouseId : this.warehouses.get(key);
  }

  warehouseByName(name: string): number | undefined {
    return this.warehousesByName.get(name.trim().toLowerCase());
  }

  /** A section by its key, created or renamed/moved; parents come first in every source. */
  async saveSection(db: TDb | TTx, record: TSectionRecord): Promise<"created" | "updated" | "unchanged"> {
    const parent = record.parentKey ? this.sections.get(record.parentKey) : undefined;
    const existing = this.sections.get(record.key);
    if (existing) {
      const [row] = await db.select().from(sections).where(and(eq(sections.siteId, this.siteId), eq(sections.id, existing.id)));
      const parentId = parent?.id ?? null;
      if (row && row.name === record.name && row.parentId === parentId) return "unchanged";
      const path = parent ? `${parent.path}.${existing.id}` : String(existing.id);
      const depth = parent ? parent.depth + 1 : 0;
      await db.update(sections).set({ name: record.name, parentId, path, depth }).where(and(eq(sections.siteId, this.siteId), eq(sections.id, existing.id)));
      this.sections.set(record.key, { id: existing.id, path, depth });
      return "updated";
    }
    const depth = parent ? parent.depth + 1 : 0;
    const [{ count }] = rowsOf<{ count: number }>(
      await db.execute(sql`SELECT count(*)::int AS count FROM sections WHERE site_id = ${this.siteId} AND parent_id IS NOT DISTINCT FROM ${parent?.id ?? null}`),
    );
    const [row] = await db
      .insert(sections)
      .values({ siteId: this.siteId, parentId: parent?.id ?? null, name: record.name, slug: this.sectionSlug(record.name), path: "", depth, sort: (count + 1) * 10, externalId: record.key })
      .returning({ id: sections.id });
    const path = parent ? `${parent.path}.${row.id}` : String(row.id);
    await db.update(sections).set({ path }).where(and(eq(sections.siteId, this.siteId), eq(sections.id, row.id)));
    this.sections.set(record.key, { id: row.id, path, depth });
    return "created";
  }

  /** A property by its key, with its reference values. */
  async saveFeature(db: TDb | TTx, record: TFeatureRecord): Promise<void> {
    let feature = this.features.get(record.key);
    if (feature) {
      await db.update(features).set({ name: record.name, unit: record.unit }).where(and(eq(features.siteId, this.siteId), eq(features.id, feature.id)));
    } else {
      const [{ count }] = rowsOf<{ count: number }>(await db.execute(sql`SELECT count(*)::int AS count FROM features WHERE site_id = ${this.siteId}`));
      const [row] = await db
        .insert(features)
        .values({ siteId: this.siteId, name: record.name, unit: record.unit, kind: record.valueKind, sort: (count + 1) * 10, externalId: record.key })
        .returning({ id: features.id });
      feature = { id: row.id, kind: record.valueKind };
      this.features.set(record.key, feature);
    }
    if (record.options.length > 0) {
      const rows = record.options.map((o) => ({ siteId: this.siteId, featureId: feature.id, externalId: o.key, value: o.value }));
      for (let i = 0; i < rows.length; i += 1000) {
        await db
          .insert(featureOptions)
          .values(rows.slice(i, i + 1000))
          .onConflictDoUpdate({ target: [featureOptions.siteId, featureOptions.featureId, featureOptions.externalId], set: { value: sql`excluded.value` } });
      }
      for (const o of record.options) this.options.set(`${feature.id}|${o.key}`, o.value);
    }
  }

  /** A feature made by the pipeline itself (a characteristic «Размер»): keyed by its name. */
  async ensureNamedFeature(db: TDb | TTx, key: string, name: string): Promise<TFeature> {
    const known = this.features.get(key);
    if (known) return known;
    await this.saveFeature(db, { kind: "feature", key, name, unit: null, valueKind: "text", options: [], where: "" });
    return this.features.get(key) as TFeature;
  }

  /** The text of a reference value (loaded from feature_options when an incremental package lacks its classifier). */
  async optionValue(db: TDb | TTx, featureId: number, optionKey: string): Promise<string | undefined> {
    const cacheKey = `${featureId}|${optionKey}`;
    if (!this.options.has(cacheKey)) {
      const [row] = await db
        .select({ value: featureOptions.value })
        .from(featureOptions)
        .where(and(eq(featureOptions.siteId, this.siteId), eq(featureOptions.featureId, featureId), eq(featureOptions.externalId, optionKey)));
      if (!row) return undefined;
      this.options.set(cacheKey, row.value);
    }
    return this.options.get(cacheKey);
  }

  /** A price type by its key; one of the same name the site made itself is taken over, else it is created. */
  async savePriceType(db: TDb | TTx, record: TPriceTypeRecord): Promise<void> {
    const known = this.priceTypes.get(record.key) ?? this.priceTypesByName.get(record.name.toLowerCase());
    if (known !== undefined) {
      await db.update(priceTypes).set({ name: record.name, externalId: record.key }).where(and(eq(priceTypes.siteId, this.siteId), eq(priceTypes.id, known)));
      this.priceTypes.set(record.key, known);
      return;
    }
    const codes = new Set([...this.priceTypesByName.keys()]);
    let code = slugify(record.name) || "price";
    for (let n = 2; codes.has(code); n++) code = `${slugify(record.name) || "price"}-${n}`;
    const isBase = this.basePriceTypeId === null;
    const [row] = await db.insert(priceTypes).values({ siteId: this.siteId, name: record.name, code, isBase, externalId: record.key }).returning({ id: priceTypes.id });
    if (isBase) this.basePriceTypeId = row.id;
    this.priceTypes.set(record.key, row.id);
    this.priceTypesByName.set(record.name.toLowerCase(), row.id);
    this.priceTypesByName.set(code, row.id);
  }

  /** A warehouse by its key; one of the same name the site made itself is taken over, else it is created. */
  async saveWarehouse(db: TDb | TTx, record: TWarehouseRecord): Promise<void> {
    const known = this.warehouses.get(record.key) ?? this.warehousesByName.get(record.name.toLowerCase());
    if (known !== undefined) {
      await db.update(warehouses).set({ name: record.name, externalId: record.key }).where(and(eq(warehouses.siteId, this.siteId), eq(warehouses.id, known)));
      this.warehouses.set(record.key, known);
      return;
    }
    const [{ count }] = rowsOf<{ count: number }>(await db.execute(sql`SELECT count(*)::int AS count FROM warehouses WHERE site_id = ${this.siteId}`));
    const [row] = await db
      .insert(warehouses)
      .values({ siteId: this.siteId, name: record.name, city: record.city || record.name, address: record.address || record.name, sort: (count + 1) * 10, externalId: record.key })
      .returning({ id: warehouses.id });
    this.warehouses.set(record.key, row.id);
    this.warehousesByName.set(record.name.toLowerCase(), row.id);
    this.firstWarehouseId ??= row.id;
  }

  /** The brand of this name, created on first sight. */
  async brandId(db: TDb | TTx, name: string): Promise<number> {
    const slug = slugify(name) || "brand";
    const known = this.brands.get(slug);
    if (known !== undefined) return known;
    const [row] = await db
      .insert(brands)
      .values({ siteId: this.siteId, name, slug })
      .onConflictDoUpdate({ target: [brands.siteId, brands.slug], set: { name: sql`brands.name` } })
      .returning({ id: brands.id });
    this.brands.set(slug, row.id);
    return row.id;
  }
}
