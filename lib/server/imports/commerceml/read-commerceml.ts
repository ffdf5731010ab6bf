import "server-only";
import path from "node:path";
import type { TFeatureRecord, TImportRecord, TOfferStock, TProductFeatureValue } from "../import-records";
import { childText, childrenOf, readXmlElements, type TXmlElement } from "../xml/read-xml-elements";
import { parseAmount, parseMoney } from "./parse-numbers";
import { unitOf } from "./unit-of";

/** The root element of a CommerceML document (a package file told apart from YML by it). */
export const COMMERCEML_ROOT = "КоммерческаяИнформация";

/** The property names a site's brand is read from when it names none (docs/adr/0014). */
export const defaultBrandProperties = ["Производитель", "Бренд", "Марка", "Торговая марка"];

export type TCommercemlOptions = { brandProperties?: string[] };

const WHOLE = new Set([
  "Классификатор/Группы",
  "Классификатор/Свойства/Свойство",
  "Классификатор/Свойства/СвойствоНоменклатуры",
  "Классификатор/ТипыЦен/ТипЦены",
  "Классификатор/Склады/Склад",
  "Каталог/СодержитТолькоИзменения",
  "Каталог/Товары/Товар",
  "ПакетПредложений/СодержитТолькоИзменения",
  "ПакетПредложений/ТипыЦен/ТипЦены",
  "ПакетПредложений/Склады/Склад",
  "ПакетПредложений/Предложения/Предложение",
]);
const OPENED = new Set(["Каталог", "ПакетПредложений"]);

/** 1C writes an empty reference as the zero GUID. */
const EMPTY_ID = "00000000-0000-0000-0000-000000000000";

type TProperty = { key: string; name: string; isBrand: boolean; options: Map<string, string> };

function* sectionsOf(groups: TXmlElement, parentKey: string | null, file: string): Generator<TImportRecord> {
  for (const group of groups.children.filter((c) => c.name === "Группа")) {
    const key = childText(group, "Ид");
    const name = childText(group, "Наименование");
    if (!key || !name) {
      yield { kind: "skip", where: `${file}:${group.line}`, reason: "группа без «Ид» или «Наименование»" };
      continue;
    }
    yield { kind: "section", key, parentKey, name, where: `${file}:${group.line}` };
    const children = group.children.find((c) => c.name === "Группы");
    if (children) yield* sectionsOf(children, key, file);
  }
}

function featureOf(element: TXmlElement, where: string): TFeatureRecord {
  const type = childText(element, "ТипЗначений");
  const options = childrenOf(element, "ВариантыЗначений", "Справочник")
    .map((o) => ({ key: childText(o, "ИдЗначения"), value: childText(o, "Значение") }))
    .filter((o) => o.key && o.value);
  return { kind: "feature", key: childText(element, "Ид"), name: childText(element, "Наименование"), unit: null, valueKind: type === "Число" ? "numeric" : "text", options, where };
}

function requisite(element: TXmlElement, name: string): string | null {
  const found = childrenOf(element, "ЗначенияРеквизитов", "ЗначениеРеквизита").find((r) => childText(r, "Наименование").toLowerCase() === name.toLowerCase());
  return found ? childText(found, "Значение") : null;
}

function vatOf(element: TXmlElement): number | null {
  const rate = childrenOf(element, "СтавкиНалогов", "СтавкаНалога").find((r) => childText(r, "Наименование").toUpperCase() === "НДС");
  if (!rate) return null;
  const text = childText(rate, "Ставка");
  if (/без/i.test(text)) return 0;
  const value = Number.parseFloat(text.replace(",", "."));
  return Number.isFinite(value) ? Math.round(value) : null;
}

function isDeleted(element: TXmlElement): boolean {
  return element.attrs["Статус"] === "Удален" || childText(element, "Статус") === "Удален" || childText(element, "ПометкаУдаления") === "true";
}

function stocksOf(offer: TXmlElement): TOfferStock[] | undefined {
  const byAttribute = offer.children.filter((c) => c.name === "Склад" && c.attrs["ИдСклада"]);
  if (byAttribute.length > 0) return byAttribute.map((s) => ({ warehouseKey: s.attrs["ИдСклада"], quantity: parseAmount(s.attrs["КоличествоНаСкладе"]) }));
  const rests = childrenOf(offer, "Остатки", "Остаток");
  if (rests.length > 0) {
    return rests.map((rest) => {
      const store = rest.children.find((c) => c.name === "Склад");
      return store
        ? { warehouseKey: childText(store, "Ид") || null, quantity: parseAmount(childText(store, "Количество")) }
        : { warehouseKey: null, quantity: parseAmount(childText(rest, "Количество")) };
    });
  }
  const total = offer.children.find((c) => c.name === "Количество");
  return total ? [{ warehouseKey: null, quantity: parseAmount(total.text) }] : undefined;
}

/**
 * Reads a CommerceML 2 file of 1C's "exchange with site" (versions 2.04–2.10): the catalogue
 * (import*.xml: groups, properties, goods) and the offers (offers*.xml, prices*.xml, rests*.xml: price types,
 * warehouses, prices, stocks), as import records. Reference values are resolved to their text through the
 * classifier read earlier in the same file; the brand is the value of the first of `brandProperties` a good has.
 */
export async function* readCommerceml(file: string, options: TCommercemlOptions = {}): AsyncGenerator<TImportRecord> {
  const name = path.basename(file);
  const brandNames = new Set((options.brandProperties?.length ? options.brandProperties : defaultBrandProperties).map((n) => n.toLowerCase()));
  const properties = new Map<string, TProperty>();
  let announced = false;

  for await (const event of readXmlElements(file, { whole: WHOLE, opened: OPENED })) {
    const where = `${name}:${event.kind === "element" ? event.element.line : event.line}`;
    if (event.kind === "open") {
      // «СодержитТолькоИзменения» is an attribute since 2.05 and a child element before.
      const flag = event.attrs["СодержитТолькоИзменения"];
      if (flag !== undefined) {
        announced = true;
        yield { kind: "package", part: event.path === "Каталог" ? "catalog" : "offers", isFull: flag !== "true" };
      }
      continue;
    }
    const { element, path: at } = event;
    if (at.endsWith("/СодержитТолькоИзменения")) {
      if (!announced) yield { kind: "package", part: at.startsWith("Каталог") ? "catalog" : "offers", isFull: element.text !== "true" };
      announced = true;
    } else if (at === "Классификатор/Группы") {
      yield* sectionsOf(element, null, name);
    } else if (at.startsWith("Классификатор/Свойства/")) {
      const feature = featureOf(element, where);
      if (!feature.key || !feature.name) {
        yield { kind: "skip", where, reason: "свойство без «Ид» или «Наименование»" };
        continue;
      }
      const isBrand = brandNames.has(feature.name.toLowerCase());
      properties.set(feature.key, { key: feature.key, name: feature.name, isBrand, options: new Map(feature.options.map((o) => [o.key, o.value])) });
      if (!isBrand) yield feature;
    } else if (at.endsWith("/ТипЦены")) {
      const key = childText(element, "Ид");
      if (key) yield { kind: "price-type", key, name: childText(element, "Наименование") || key, currency: childText(element, "Валюта") || "RUB", where };
    } else if (at.endsWith("/Склад")) {
      const key = childText(element, "Ид");
      const fields = childrenOf(element, "Адрес", "АдресноеПоле");
      const city = fields.find((f) => ["Населенный пункт", "Город"].includes(childText(f, "Тип")));
      if (key) {
        yield {
          kind: "warehouse",
          key,
          name: childText(element, "Наименование") || key,
          city: city ? childText(city, "Значение") : "",
          address: childText(element, "Адрес/Представление").replace(/\s*,\s*/g, ", ").replace(/(, )+$/, ""),
          where,
        };
      }
    } else if (at === "Каталог/Товары/Товар") {
      if (!announced) {
        announced = true;
        yield { kind: "package", part: "catalog", isFull: true };
      }
      yield productOf(element, where, properties);
    } else if (at === "ПакетПредложений/Предложения/Предложение") {
      if (!announced) {
        announced = true;
        yield { kind: "package", part: "offers", isFull: true };
      }
      yield offerOf(element, where);
    }
  }
}

function productOf(element: TXmlElement, where: string, properties: Map<string, TProperty>): TImportRecord {
  const key = childText(element, "Ид");
  const productName = childText(element, "Наименование") || requisite(element, "Полное наименование") || "";
  if (!key || !productName) return { kind: "skip", where, reason: "товар без «Ид» или «Наименование»" };
  let brand: string | null = null;
  const features: TProductFeatureValue[] = [];
  for (const value of childrenOf(element, "ЗначенияСвойств", "ЗначенияСвойства")) {
    const featureKey = childText(value, "Ид");
    const raw = childText(value, "Значение");
    if (!featureKey || !raw || raw === EMPTY_ID) continue;
    const property = properties.get(featureKey);
    // A value of a property this file does not list (an incremental package): the pipeline resolves it.
    if (!property) {
      features.push({ featureKey, value: raw, optionKey: raw });
      continue;
    }
    const text = property.options.get(raw) ?? raw;
    if (property.isBrand) brand = text;
    else features.push({ featureKey, value: text, optionKey: null });
  }
  const weight = requisite(element, "Вес");
  const weightKg = weight ? Number.parseFloat(weight.replace(",", ".")) : Number.NaN;
  const unit = element.children.find((c) => c.name === "БазоваяЕдиница");
  return {
    kind: "product",
    key,
    where,
    article: childText(element, "Артикул"),
    name: productName,
    unit: unit ? unitOf(unit) : undefined,
    description: childText(element, "Описание"),
    sectionKey: childrenOf(element, "Группы", "Ид")[0]?.text || null,
    brand,
    features,
    pictures: element.children.filter((c) => c.name === "Картинка" && c.text).map((c) => c.text),
    weightKg: Number.isFinite(weightKg) && weightKg > 0 ? weightKg : null,
    vatRate: vatOf(element),
    isDeleted: isDeleted(element),
  };
}

function offerOf(element: TXmlElement, where: string): TImportRecord {
  const key = childText(element, "Ид");
  if (!key) return { kind: "skip", where, reason: "предложение без «Ид»" };
  const prices = childrenOf(element, "Цены", "Цена").flatMap((p) => {
    const price = parseMoney(childText(p, "ЦенаЗаЕдиницу"));
    const priceTypeKey = childText(p, "ИдТипаЦены");
    return price === null || !priceTypeKey ? [] : [{ priceTypeKey, price }];
  });
  const unit = element.children.find((c) => c.name === "БазоваяЕдиница");
  const characteristics = childrenOf(element, "ХарактеристикиТовара", "ХарактеристикаТовара")
    .map((c) => ({ name: childText(c, "Наименование"), value: childText(c, "Значение") }))
    .filter((c) => c.name && c.value);
  return {
    kind: "offer",
    key,
    productKey: key.split("#")[0],
    where,
    article: childText(element, "Артикул") || null,
    name: childText(element, "Наименование") || null,
    unit: unit ? unitOf(unit) : null,
    characteristics,
    prices: element.children.some((c) => c.name === "Цены") ? prices : undefined,
    stocks: stocksOf(element),
  };
}
