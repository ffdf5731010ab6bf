/**
 * What every import source (1C CommerceML, a YML feed, an xlsx/csv price list) turns its file into: a stream
 * of records the one pipeline (apply-import-records.ts) writes. Keys are the seller's own ids, prefixed by
 * the source where they could clash ("yml:" for YML); `where` names the place in the file for the report
 * ("import0_1.xml:1234", "price.xlsx:17").
 */

/** A catalogue section; parents come before children. */
export type TSectionRecord = { kind: "section"; key: string; parentKey: string | null; name: string; where: string };

/** A property of goods; `options` are its reference values (1C «Справочник»), by their ids. */
export type TFeatureRecord = {
  kind: "feature";
  key: string;
  name: string;
  unit: string | null;
  valueKind: "numeric" | "text";
  options: { key: string; value: string }[];
  where: string;
};

export type TPriceTypeRecord = { kind: "price-type"; key: string; name: string; currency: string; where: string };

export type TWarehouseRecord = { kind: "warehouse"; key: string; name: string; city: string; address: string; where: string };

/** A property value of a product: `value` is the text, or `optionKey` names one of the feature's options. */
export type TProductFeatureValue = { featureKey: string; value: string | null; optionKey: string | null };

/** A good (1C «Товар», a YML offer's catalogue part). Absent fields (undefined) leave what the product has. */
export type TProductRecord = {
  kind: "product";
  key: string;
  where: string;
  article: string;
  name: string;
  unit?: string;
  description?: string;
  sectionKey?: string | null;
  /** The brand's name (the seller's chosen brand property, YML's vendor). */
  brand?: string | null;
  /** Its values of properties the brand is not. */
  features?: TProductFeatureValue[];
  /** Pictures: paths relative to the package folder (1C «Картинка»), read by the pipeline. */
  pictures?: string[];
  weightKg?: number | null;
  vatRate?: number | null;
  /** Marked for deletion in the ERP (1C «Статус»=«Удален»): withdrawn. */
  isDeleted?: boolean;
};

/** Money of a price in kopecks. */
export type TOfferPrice = { priceTypeKey: string; price: number };

/** Stock at one warehouse; `warehouseKey` null: the site's first warehouse (the offer named none). */
export type TOfferStock = { warehouseKey: string | null; quantity: number };

/**
 * An offer (1C «Предложение», a YML offer's price part): prices and stocks of a product. A key
 * "{good}#{characteristic}" is a characteristic of the good `productKey`, made a product of its own
 * (docs/adr/0014-seller-data-exchange.md); `name`, `article` and `characteristics` describe it.
 */
export type TOfferRecord = {
  kind: "offer";
  key: string;
  productKey: string;
  where: string;
  article?: string | null;
  name?: string | null;
  unit?: string | null;
  /** 1C's «ХарактеристикиТовара»: shown as the product's features («Размер»: «39»). */
  characteristics?: { name: string; value: string }[];
  prices?: TOfferPrice[];
  /** Undefined: the offer says nothing about stock; [] : none anywhere. */
  stocks?: TOfferStock[];
};

/**
 * A price-list line (xlsx/csv): updates the product(s) with this article only; never creates one.
 * Price types and warehouses by their names as the site knows them.
 */
export type TPriceListRecord = {
  kind: "price-row";
  where: string;
  article: string;
  name?: string | null;
  prices: { priceTypeName: string; price: number }[];
  stocks: { warehouseName: string; quantity: number }[];
};

/**
 * What a file says of itself before its records: a 1C package's catalogue or offers part, and whether it is
 * full (absent products are withdrawn) or only changes («СодержитТолькоИзменения»).
 */
export type TPackageRecord = { kind: "package"; part: "catalog" | "offers"; isFull: boolean };

/** A line the parser itself could not read: reported as skipped, with the reason. */
export type TSkipRecord = { kind: "skip"; where: string; reason: string };

export type TImportRecord =
  | TSectionRecord
  | TFeatureRecord
  | TPriceTypeRecord
  | TWarehouseRecord
  | TProductRecord
  | TOfferRecord
  | TPriceListRecord
  | TPackageRecord
  | TSkipRecord;
