import "server-only";

// Plain rows with their ids fixed in advance, so the whole catalogue is built (and tested) without a
// database and then written in bulk.

export type TSectionRow = { id: number; parentId: number | null; name: string; slug: string; path: string; depth: number; sort: number };
export type TBrandRow = { id: number; name: string; slug: string };
export type TManufacturerRow = { id: number; name: string; country: string };
export type TSeriesRow = { id: number; brandId: number; name: string };
export type TGroupRow = { id: number; name: string; slug: string };
export type TSellerRow = { id: number; name: string };
export type TFeatureRow = { id: number; name: string; unit: string | null; kind: "numeric" | "text"; isPrimary: boolean; sort: number };

export type TProductRow = {
  id: number;
  article: string;
  articleNorm: string;
  manufacturerCode: string;
  name: string;
  description: string;
  sectionId: number;
  brandId: number;
  manufacturerId: number;
  seriesId: number | null;
  groupId: number;
  sellerId: number;
  unit: string;
  minimumBatch: number;
  multiplicity: number;
  quantityInBox: number | null;
  quantityInBlock: number | null;
  deliveryDays: number;
  weightKg: number;
  vatRate: number;
  basePrice: number;
  isRecommended: boolean;
  sets: string[];
  createdAt: string;
  /** For the generated image: "generated:{groupSlug}". */
  imagePath: string;
};

export type TProductFeatureRow = { productId: number; featureId: number; valueNum: number | null; valueText: string | null };
export type TPriceRow = { productId: number; priceTypeId: number; price: number };
export type TStockRow = { productId: number; warehouseId: number; quantity: number };
export type TRelationRow = { productId: number; relatedId: number; kind: "analog" | "related" };

export type TCatalogRows = {
  sections: TSectionRow[];
  brands: TBrandRow[];
  manufacturers: TManufacturerRow[];
  series: TSeriesRow[];
  groups: TGroupRow[];
  sellers: TSellerRow[];
  features: TFeatureRow[];
  products: TProductRow[];
  productFeatures: TProductFeatureRow[];
  prices: TPriceRow[];
  stocks: TStockRow[];
  relations: TRelationRow[];
};

/** The first id to use in each table (the tables may already hold other sites' rows). */
export type TCatalogIdStart = {
  sections: number;
  brands: number;
  manufacturers: number;
  series: number;
  groups: number;
  sellers: number;
  features: number;
  products: number;
};
