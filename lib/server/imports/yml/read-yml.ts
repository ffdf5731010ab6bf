import "server-only";
import path from "node:path";
import type { TFeatureRecord, TImportRecord, TOfferStock, TPackageInfo, TProductFeatureValue } from "@/lib/server/imports/import-records";
import { readXmlEvents } from "@/lib/server/imports/xml/read-xml-events";

/** A YML feed lists the whole catalogue every time: there is no "only changes" form. */
export const ymlPackageInfo: TPackageInfo = { isFull: true };

/** The one price type a feed's prices go to: a YML offer has one price. */
export const YML_PRICE_TYPE_KEY = "yml:price";

type TOffer = {
  id: string;
  where: string;
  available: string | undefined;
  fields: Map<string, string>;
  params: { name: string; unit: string | null; value: string }[];
  pictures: string[];
  outlets: number | null;
};

/** Tags of an offer whose text is read; anything else inside an offer is passed over. */
const OFFER_FIELDS = new Set(["name", "typePrefix", "vendor", "model", "vendorCode", "description", "price", "currencyId", "categoryId", "count", "quantity", "stock_quantity"]);

/** "1 990,50" or "1990.5" → 1990.5; anything else null. */
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

/**
 * Reads a YML (Yandex Market) feed as import records: the price type first, the categories (parents
 * before children), then per offer its feature records (each param the first time it is met), a
 * product and an offer. Keys are "yml:{id}". A param is a numeric feature when it has a unit and its
 * first value is a number ("Фракция, мкм" = 14); a param without a unit is text even when its values
 * are numbers (sizes, years, codes are not quantities to filter by range). A later value of a numeric
 * param that is not a number is dropped with a skip line. Stock: `<count>`/`<quantity>` or the sum of
 * `<outlet instock>` goes to the site's first warehouse; `available="false"` is none anywhere; an
 * available offer that names no quantity leaves the stock as it is. Pictures given by URL are not
 * downloaded (one line in the report per feed); relative paths inside the feed's folder are read.
 */
export async function* readYml(file: string): AsyncGenerator<TImportRecord> {
  const fileName = path.basename(file);
  yield* readXmlEvents<TImportRecord>(file, ({ emit, where }) => {
    const stack: string[] = [];
    let text = "";
    let currency = "RUB";
    const rates = new Map<string, number | null>();
    const categories: { id: string; parentId: string | null; name: string; where: string }[] = [];
    const categoryIds = new Set<string>();
    let category: { id: string; parentId: string | null; where: string } | null = null;
    let priceTypeEmitted = false;
    let offer: TOffer | null = null;
    let param: { name: string; unit: string | null } | null = null;
    const features = new Map<string, TFeatureRecord>();
    const urlPictures = { count: 0, first: "" };
    let availableWithoutCount = 0;

    const emitPriceType = () => {
      if (priceTypeEmitted) return;
      priceTypeEmitted = true;
      emit({ kind: "price-type", key: YML_PRICE_TYPE_KEY, name: "Розничная", currency, where: where() });
    };

    const emitCategories = () => {
      // Parents before children, whatever order the feed lists them in; an unknown parent (or a cycle)
      // makes the category a root one.
      const byId = new Map(categories.map((c) => [c.id, c]));
      const done = new Set<string>();
      const visit = (c: (typeof categories)[number], seen: Set<string>) => {
        if (done.has(c.id)) return;
        seen.add(c.id);
        const parent = c.parentId ? byId.get(c.parentId) : undefined;
        const cyclic = parent !== undefined && seen.has(parent.id);
        if (parent && !cyclic) visit(parent, seen);
        done.add(c.id);
        categoryIds.add(c.id);
        emit({ kind: "section", key: `yml:${c.id}`, parentKey: parent && !cyclic ? `yml:${parent.id}` : null, name: c.name, where: c.where });
      };
      for (const c of categories) visit(c, new Set());
    };

    const featureOf = (p: TOffer["params"][number], at: string): TFeatureRecord => {
      const key = `yml-param:${p.name}|${p.unit ?? ""}`;
      let feature = features.get(key);
      if (!feature) {
        const valueKind = p.unit && ymlNumber(p.value) !== null ? "numeric" : "text";
        feature = { kind: "feature", key, name: p.name, unit: p.unit, valueKind, options: [], where: at };
        features.set(key, feature);
        emit(feature);
      }
      return feature;
    };

    const emitOffer = (o: TOffer) => {
      const field = (name: string) => o.fields.get(name)?.trim() || undefined;
      const key = `yml:${o.id}`;
      const name = field("name") ?? [field("typePrefix"), field("vendor"), field("model")].filter(Boolean).join(" ");
      if (!name) {
        emit({ kind: "skip", where: o.where, reason: `предложение ${o.id}: нет названия (name или typePrefix/vendor/model)` });
        return;
      }
      const values: TProductFeatureValue[] = [];
      for (const p of o.params) {
        const feature = featureOf(p, o.where);
        if (feature.valueKind === "numeric") {
          const number = ymlNumber(p.value);
          if (number === null) emit({ kind: "skip", where: o.where, reason: `предложение ${o.id}: значение «${p.value}» параметра «${p.name}» не число, пропущено` });
          else values.push({ featureKey: feature.key, value: String(number), optionKey: null });
        } else values.push({ featureKey: feature.key, value: p.value, optionKey: null });
      }
      const pictures: string[] = [];
      for (const picture of o.pictures) {
        const local = localPicture(picture);
        if (local) pictures.push(local);
        else if (urlPictures.count++ === 0) urlPictures.first = picture;
      }
      const categoryId = field("categoryId");
      emit({
        kind: "product",
        key,
        where: o.where,
        article: field("vendorCode") ?? o.id,
        name,
        description: field("description") ?? "",
        sectionKey: categoryId && categoryIds.has(categoryId) ? `yml:${categoryId}` : null,
        brand: field("vendor") ?? null,
        features: values,
        pictures,
      });

      let prices: { priceTypeKey: string; price: number }[] | undefined;
      const priceText = field("price");
      const price = priceText === undefined ? null : ymlNumber(priceText);
      const offerCurrency = field("currencyId")?.toUpperCase();
      const rate = !offerCurrency || offerCurrency === currency ? 1 : rates.get(offerCurrency);
      if (priceText === undefined) prices = undefined;
      else if (price === null || price < 0) emit({ kind: "skip", where: o.where, reason: `предложение ${o.id}: цена «${priceText}» не число, цена не изменена` });
      else if (rate === undefined || rate === null) emit({ kind: "skip", where: o.where, reason: `предложение ${o.id}: нет числового курса валюты ${offerCurrency}, цена не изменена` });
      else prices = [{ priceTypeKey: YML_PRICE_TYPE_KEY, price: Math.round(price * rate * 100) }];

      let stocks: TOfferStock[] | undefined;
      const countText = field("count") ?? field("quantity") ?? field("stock_quantity");
      const count = countText === undefined ? null : ymlNumber(countText);
      if (o.available === "false") stocks = [];
      else if (count !== null) stocks = [{ warehouseKey: null, quantity: Math.max(0, Math.floor(count)) }];
      else if (o.outlets !== null) stocks = [{ warehouseKey: null, quantity: o.outlets }];
      else availableWithoutCount++;
      if (countText !== undefined && count === null) emit({ kind: "skip", where: o.where, reason: `предложение ${o.id}: количество «${countText}» не число, остаток не изменён` });

      emit({ kind: "offer", key, productKey: key, where: o.where, prices, stocks });
    };

    return {
      open(name, attributes) {
        const parent = stack[stack.length - 1];
        stack.push(name);
        text = "";
        if (name === "currency" && parent === "currencies" && attributes.id) {
          const id = attributes.id.toUpperCase();
          const rate = ymlNumber(attributes.rate ?? "");
          rates.set(id, rate);
          // The feed's own currency is the one at rate 1 (Yandex: "RUR"/"RUB" with rate="1").
          if (rate === 1) currency = id === "RUR" ? "RUB" : id;
        } else if (name === "category" && parent === "categories") {
          category = { id: attributes.id ?? "", parentId: attributes.parentId || null, where: where() };
        } else if (name === "offers") {
          emitPriceType();
        } else if (name === "offer" && parent === "offers") {
          offer = { id: attributes.id ?? "", where: where(), available: attributes.available, fields: new Map(), params: [], pictures: [], outlets: null };
        } else if (offer && name === "param") {
          param = { name: (attributes.name ?? "").trim(), unit: attributes.unit?.trim() || null };
        } else if (offer && name === "outlet") {
          const instock = ymlNumber(attributes.instock ?? "");
          offer.outlets = (offer.outlets ?? 0) + (instock !== null && instock > 0 ? Math.floor(instock) : 0);
        }
      },
      text(piece) {
        text += piece;
      },
      close(name) {
        stack.pop();
        const parent = stack[stack.length - 1];
        const value = text.trim();
        text = "";
        if (name === "category" && category) {
          if (category.id && value) {
            categories.push({ ...category, name: value });
          } else emit({ kind: "skip", where: category.where, reason: "категория без id или названия пропущена" });
          category = null;
        } else if (name === "categories") {
          emitCategories();
        } else if (name === "offer" && offer && parent === "offers") {
          if (offer.id) emitOffer(offer);
          else emit({ kind: "skip", where: offer.where, reason: "предложение без id пропущено" });
          offer = null;
        } else if (offer && name === "param" && param) {
          if (param.name && value) offer.params.push({ ...param, value });
          param = null;
        } else if (offer && name === "picture" && parent === "offer") {
          if (value) offer.pictures.push(value);
        } else if (offer && parent === "offer" && OFFER_FIELDS.has(name)) {
          offer.fields.set(name, value);
        }
      },
      end() {
        emitPriceType();
        if (availableWithoutCount > 0) {
          emit({ kind: "skip", where: fileName, reason: `у ${availableWithoutCount} предложений нет количества (count, quantity или outlets): их остатки не изменены` });
        }
        if (urlPictures.count > 0) {
          emit({ kind: "skip", where: fileName, reason: `картинки по ссылкам не загружаются: ${urlPictures.count} шт. (например, ${urlPictures.first}); положите файлы рядом с фидом и укажите относительный путь` });
        }
      },
    };
  });
}
