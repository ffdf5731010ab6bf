import "server-only";
import { normalizeArticle } from "@/lib/shared/article";
import { createRng, type TRng } from "../prng";
import { buildReferenceRows, seriesKey } from "./build-reference-rows";
import { buildRelations, type TRelationSource } from "./build-relations";
import type { TCatalogIdStart, TCatalogRows, TPriceRow, TProductFeatureRow, TProductRow, TStockRow } from "./catalog-rows";
import { distributeQuotas } from "./distribute-quotas";
import { listLineCombos, pickLineProducts } from "./enumerate-line";
import type { TCatalogTemplate, TLine, TMade, TOptionBase } from "./types";

export type TPriceTypeRef = { id: number; isBase: boolean; /** Discount from the base price: [min, max] share. */ discount: readonly [number, number] };

export type TBuildCatalogOptions = {
  template: TCatalogTemplate;
  products: number;
  seed: number;
  idStart: TCatalogIdStart;
  priceTypes: readonly TPriceTypeRef[];
  warehouseIds: readonly number[];
  /** Creation date of the newest product; the others go back about a year and a half. */
  newestAt: Date;
};

type TDraft = { line: TLine; option: TOptionBase; made: TMade; makerCode: string; comboKey: string };

/** Retail price in kopecks: dearer goods get rounder prices, as in real price lists. */
function retailKopecks(roubles: number): number {
  const kopecks = Math.max(100, Math.round(roubles * 100));
  if (kopecks >= 100_000) return Math.round(kopecks / 100) * 100;
  if (kopecks >= 10_000) return Math.round(kopecks / 10) * 10;
  return kopecks;
}

function stockQuantity(rng: TRng, unit: string, multiplicity: number): number {
  if (unit === "м") return multiplicity > 1 ? multiplicity * rng.int(1, 30) : rng.int(10, 3000);
  if (unit === "кг") return rng.int(5, 400);
  if (unit === "упак") return rng.int(1, 150);
  // Pieces: many items with a few, a few with hundreds.
  const raw = Math.floor(Math.exp(rng.next() * Math.log(800)));
  return Math.max(multiplicity, Math.ceil(raw / multiplicity) * multiplicity);
}

function draftProducts(template: TCatalogTemplate, total: number, rng: TRng): TDraft[] {
  const combos = template.lines.map((line) => listLineCombos(line));
  const quotas = distributeQuotas(
    total,
    template.lines.map((line, i) => ({ weight: line.weight, capacity: combos[i].length * line.options.length })),
  );
  const drafts: TDraft[] = [];
  const articles = new Set<string>();
  template.lines.forEach((line, li) => {
    const lineRng = rng.fork(`line:${line.key}`);
    for (const pick of pickLineProducts(line, combos[li], quotas[li], lineRng)) {
      const option = line.options[pick.optionIndex];
      const made = line.make(pick.combo.values, option, { seq: pick.combo.seq, rng: lineRng });
      // Past a line's capacity the same product comes again as a numbered variant; when two templates
      // happen to print the same code, the later one gets "/2". Either way (site, article) stays unique
      // as the database requires, and the maker's code is kept as it was.
      const suffix = pick.variant > 0 ? `-${String(pick.variant + 1).padStart(2, "0")}` : "";
      const name = pick.variant > 0 ? `${made.name} (исп. ${pick.variant + 1})` : made.name;
      let article = made.article + suffix;
      for (let n = 2; articles.has(article); n++) article = `${made.article}${suffix}/${n}`;
      articles.add(article);
      drafts.push({ line, option, made: { ...made, article, name }, makerCode: made.article, comboKey: `${line.key}|${pick.combo.key}` });
    }
  });
  return drafts;
}

/** One site's whole catalogue as rows, deterministic for the same options. */
export function buildCatalog(opts: TBuildCatalogOptions): TCatalogRows {
  const rng = createRng(opts.seed);
  const ref = buildReferenceRows(opts.template, opts.idStart);
  // Interleave lines so the first catalogue page shows cable, breakers and lamps rather than 300 cables.
  const drafts = rng.fork("order").shuffle(draftProducts(opts.template, opts.products, rng.fork("drafts")));

  const products: TProductRow[] = [];
  const productFeatures: TProductFeatureRow[] = [];
  const prices: TPriceRow[] = [];
  const stocks: TStockRow[] = [];
  const relationSources: TRelationSource[] = [];
  const r = rng.fork("products");
  const newest = opts.newestAt.getTime();
  const [ownSeller, ...otherSellers] = ref.sellers;

  drafts.forEach((d, i) => {
    const id = opts.idStart.products + i;
    const brand = ref.brandByName.get(d.option.brand);
    const group = ref.groupBySlug.get(d.line.group);
    const sectionId = ref.leafByLine.get(d.line.key);
    if (!brand || !group || sectionId === undefined) throw new Error(`Линия ${d.line.key}: нет бренда, группы или раздела`);
    const multiplicity = d.made.multiplicity ?? 1;
    const retail = retailKopecks(d.made.price * (0.92 + r.next() * 0.16));
    for (const pt of opts.priceTypes) {
      const price = pt.isBase ? retail : Math.max(1, Math.round(retail * (1 - (pt.discount[0] + r.next() * (pt.discount[1] - pt.discount[0])))));
      prices.push({ productId: id, priceTypeId: pt.id, price });
    }
    for (const [wi, warehouseId] of opts.warehouseIds.entries()) {
      // The main warehouse is out of stock less often than the regional ones.
      const empty = r.chance(wi === 0 ? 0.12 : 0.25);
      stocks.push({ productId: id, warehouseId, quantity: empty ? 0 : stockQuantity(r, d.line.unit, multiplicity) });
    }
    for (const [key, value] of Object.entries(d.made.features)) {
      const feature = ref.featureByKey.get(key);
      if (!feature) throw new Error(`Линия ${d.line.key}: неизвестная характеристика «${key}»`);
      const numeric = feature.kind === "numeric";
      if (numeric && typeof value !== "number") throw new Error(`Линия ${d.line.key}: характеристика «${key}» должна быть числом`);
      productFeatures.push({ productId: id, featureId: feature.id, valueNum: numeric ? Number(value) : null, valueText: numeric ? null : String(value) });
    }
    const createdAt = new Date(newest - r.int(0, 540) * 86_400_000 - r.int(0, 86_399) * 1000);
    const setRoll = r.next();
    products.push({
      id,
      article: d.made.article,
      articleNorm: normalizeArticle(d.made.article),
      manufacturerCode: d.makerCode,
      name: d.made.name,
      description: d.made.description,
      sectionId,
      brandId: brand.id,
      manufacturerId: brand.manufacturerId,
      seriesId: d.option.series ? (ref.seriesByKey.get(seriesKey(d.option.brand, d.option.series)) ?? null) : null,
      groupId: group.id,
      sellerId: otherSellers.length > 0 && r.chance(0.2) ? r.pick(otherSellers).id : ownSeller.id,
      unit: d.line.unit,
      minimumBatch: d.made.minimumBatch ?? 1,
      multiplicity,
      quantityInBox: d.made.quantityInBox ?? null,
      quantityInBlock: d.made.quantityInBlock ?? null,
      deliveryDays: d.made.deliveryDays ?? r.pick(opts.template.deliveryDays),
      weightKg: Math.max(0.001, Math.round((d.made.weightKg ?? 0.1) * 1000) / 1000),
      vatRate: 20,
      basePrice: retail,
      isRecommended: r.chance(0.05),
      sets: setRoll < 0.03 ? [opts.template.sets[Math.floor(setRoll * 1000) % opts.template.sets.length]] : [],
      createdAt: createdAt.toISOString(),
      imagePath: `generated:${group.slug}`,
    });
    relationSources.push({ id, lineKey: d.line.key, brand: d.option.brand, comboKey: d.comboKey, related: d.line.related });
  });

  return {
    sections: ref.sections,
    brands: ref.brands,
    manufacturers: ref.manufacturers,
    series: ref.series,
    groups: ref.groups,
    sellers: ref.sellers,
    features: ref.features,
    products,
    productFeatures,
    prices,
    stocks,
    relations: buildRelations(relationSources, rng.fork("relations")),
  };
}
