import "server-only";
import path from "node:path";
import type { TFeatureRecord, TImportRecord, TOfferStock, TProductFeatureValue, TSectionRecord } from "../import-records";
import { kopecksOf } from "@/lib/shared/money";
import { childText, readXmlElements, type TXmlElement } from "../xml/read-xml-elements";

/** The one price type a feed's prices go to: a YML offer has one price. */
export const YML_PRICE_TYPE_KEY = "yml:price";

const WHOLE = new Set(["shop/currencies/currency", "shop/categories/category", "shop/offers/offer"]);
const OPENED = new Set(["shop/offers"]);

/** "1 990,50", "-2.5" → a number; anything else null. */
export function ymlNumber(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
}

/** A picture the import can read: a relative path that stays inside the feed's folder. URLs are not. */
function localPicture(value: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("//") || path.isAbsolute(value)) return null;
  const normalized = path.posix.normalize(value.replace(/\\/g, "/"));
  return normalized.startsWith("../") || normalized === ".." ? null : normalized;
}

type TCategory = { id: string; parentId: string | null; name: string; where: string };

/** Parents before children, whatever order the feed lists them in; an unknown parent (or a cycle) makes a root. */
function* sectionsOf(categories: TCategory[]): Generator<TSectionRecord> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const done = new Set<string>();
  function* visit(category: TCategory, seen: Set<string>): Generator<TSectionRecord> {
    if (done.has(category.id)) return;
    seen.add(category.id);
    const parent = category.parentId ? byId.get(category.parentId) : undefined;
    const linked = parent !== undefined && !seen.has(parent.id);
    if (linked) yield* visit(parent, seen);
    done.add(category.id);
    yield { kind: "section", key: `yml:${category.id}`, parentKey: linked ? `yml:${parent.id}` : null, name: category.name, where: category.where };
  }
  for (const category of categories) yield* visit(category, new Set());
}

/**
 * Reads a YML (Yandex Market) feed as import records. A feed is always the whole catalogue (YML has no
 * "only changes" form): a full package. Then the price type «Розничная» (key "yml:price", the currency
 * at rate 1), the categories (parents first), and per offer its feature records (a param the first time
 * it is met), a product and an offer, keyed "yml:{id}".
 * - Params: a numeric feature when it has a unit and its first value is a number («Фракция, мкм» = 14);
 *   without a unit it is text even when its values are numbers (sizes, years, codes are not quantities to
 *   filter by range). A later value of a numeric param that is not a number is dropped with a skip line.
 * - Prices in another currency are converted by the feed's numeric rate; a rate "CBRF"/"NBU" (the bank's
 *   rate of the day, unknown here) leaves the price as it is, with a skip line.
 * - Stock: `<count>`/`<quantity>` or the sum of `<outlet instock>` goes to the site's first warehouse;
 *   `available="false"` is none anywhere; an available offer naming no quantity leaves the stock as it is
 *   (one line in the report for all of them).
 * - Pictures by URL are not downloaded (one line in the report per feed); relative paths inside the
 *   feed's folder are read like 1C's.
 */
export async function* readYml(file: string): AsyncGenerator<TImportRecord> {
  const fileName = path.basename(file);
  let currency = "RUB";
  const rates = new Map<string, number | null>();
  const categories: TCategory[] = [];
  const categoryIds = new Set<string>();
  let catalogueStarted = false;
  const features = new Map<string, TFeatureRecord>();
  const urlPictures = { count: 0, first: "" };
  let withoutCount = 0;

  function* startCatalogue(): Generator<TImportRecord> {
    if (catalogueStarted) return;
    catalogueStarted = true;
    yield { kind: "price-type", key: YML_PRICE_TYPE_KEY, name: "Розничная", currency, where: fileName };
    for (const section of sectionsOf(categories)) {
      categoryIds.add(section.key);
      yield section;
    }
  }

  function* offerRecords(element: TXmlElement, where: string): Generator<TImportRecord> {
    const id = element.attrs.id ?? "";
    const field = (name: string) => childText(element, name) || undefined;
    const name = field("name") ?? [field("typePrefix"), field("vendor"), field("model")].filter(Boolean).join(" ");
    if (!id || !name) {
      yield { kind: "skip", where, reason: id ? `предложение ${id}: нет названия (name или typePrefix/vendor/model)` : "предложение без id" };
      return;
    }
    const key = `yml:${id}`;
    const values: TProductFeatureValue[] = [];
    for (const param of element.children.filter((c) => c.name === "param")) {
      const paramName = (param.attrs.name ?? "").trim();
      const unit = param.attrs.unit?.trim() || null;
      if (!paramName || !param.text) continue;
      const featureKey = `yml-param:${paramName}|${unit ?? ""}`;
      let feature = features.get(featureKey);
      if (!feature) {
        feature = { kind: "feature", key: featureKey, name: paramName, unit, valueKind: unit && ymlNumber(param.text) !== null ? "numeric" : "text", options: [], where };
        features.set(featureKey, feature);
        yield feature;
      }
      const number = ymlNumber(param.text);
      if (feature.valueKind === "text") values.push({ featureKey, value: param.text, optionKey: null });
      else if (number !== null) values.push({ featureKey, value: String(number), optionKey: null });
      else yield { kind: "skip", where, reason: `предложение ${id}: значение «${param.text}» параметра «${paramName}» не число, пропущено` };
    }
    const pictures: string[] = [];
    for (const picture of element.children.filter((c) => c.name === "picture" && c.text)) {
      const local = localPicture(picture.text);
      if (local) pictures.push(local);
      else if (urlPictures.count++ === 0) urlPictures.first = picture.text;
    }
    const categoryId = field("categoryId");
    yield {
      kind: "product",
      key,
      where,
      article: field("vendorCode") ?? id,
      name,
      description: field("description") ?? "",
      sectionKey: categoryId && categoryIds.has(`yml:${categoryId}`) ? `yml:${categoryId}` : null,
      brand: field("vendor") ?? null,
      features: values,
      pictures,
    };

    let prices: { priceTypeKey: string; price: number }[] | undefined;
    const priceText = field("price");
    const price = priceText === undefined ? null : kopecksOf(priceText);
    const offerCurrency = field("currencyId")?.toUpperCase().replace("RUR", "RUB");
    const rate = !offerCurrency || offerCurrency === currency ? 1 : rates.get(offerCurrency);
    if (priceText === undefined) prices = undefined;
    else if (price === null) yield { kind: "skip", where, reason: `предложение ${id}: цена «${priceText}» не число, цена не изменена` };
    else if (rate === undefined || rate === null) yield { kind: "skip", where, reason: `предложение ${id}: нет числового курса валюты ${offerCurrency}, цена не изменена` };
    else prices = [{ priceTypeKey: YML_PRICE_TYPE_KEY, price: Math.round(price * rate) }];

    let stocks: TOfferStock[] | undefined;
    const countText = field("count") ?? field("quantity") ?? field("stock_quantity");
    const count = countText === undefined ? null : ymlNumber(countText);
    const outlets = element.children.find((c) => c.name === "outlets")?.children.filter((c) => c.name === "outlet");
    if (element.attrs.available === "false") stocks = [];
    else if (count !== null) stocks = [{ warehouseKey: null, quantity: Math.max(0, Math.floor(count)) }];
    else if (outlets?.length) stocks = [{ warehouseKey: null, quantity: outlets.reduce((sum, o) => sum + Math.max(0, Math.floor(ymlNumber(o.attrs.instock ?? "") ?? 0)), 0) }];
    else withoutCount++;
    if (countText !== undefined && count === null) yield { kind: "skip", where, reason: `предложение ${id}: количество «${countText}» не число, остаток не изменён` };

    yield { kind: "offer", key, productKey: key, where, prices, stocks };
  }

  yield { kind: "package", part: "catalog", isFull: true };
  for await (const event of readXmlElements(file, { whole: WHOLE, opened: OPENED })) {
    if (event.kind === "open") {
      yield* startCatalogue();
      continue;
    }
    const { element, path: at } = event;
    const where = `${fileName}:${element.line}`;
    if (at === "shop/currencies/currency") {
      const id = (element.attrs.id ?? "").toUpperCase().replace("RUR", "RUB");
      const rate = ymlNumber(element.attrs.rate ?? "");
      rates.set(id, rate);
      // The feed's own currency is the one at rate 1.
      if (rate === 1) currency = id;
    } else if (at === "shop/categories/category") {
      const id = element.attrs.id ?? "";
      if (id && element.text) categories.push({ id, parentId: element.attrs.parentId || null, name: element.text, where });
      else yield { kind: "skip", where, reason: "категория без id или названия пропущена" };
    } else if (at === "shop/offers/offer") {
      yield* offerRecords(element, where);
    }
  }
  yield* startCatalogue();
  if (withoutCount > 0) yield { kind: "skip", where: fileName, reason: `у ${withoutCount} предложений нет количества (count, quantity или outlets): их остатки не изменены` };
  if (urlPictures.count > 0) {
    yield { kind: "skip", where: fileName, reason: `картинки по ссылкам не загружаются: ${urlPictures.count} шт. (например, ${urlPictures.first}); положите файлы рядом с фидом и укажите относительный путь` };
  }
}
