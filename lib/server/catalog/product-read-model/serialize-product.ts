import "server-only";
import type { TProduct } from "@/lib/contracts/catalog";
import { productPictureSrc } from "@/lib/shared/product-thumbnail";
import type { products } from "../../db/schema";
import { storedPictureRef } from "../product-picture-key";
import { money } from "./money";

type TRef = { id: number; name: string } | null;

export type TProductParts = {
  product: typeof products.$inferSelect;
  brand: TRef;
  group: { id: number; name: string; slug: string } | null;
  section: TRef;
  series: TRef;
  manufacturer: { id: number; name: string; country: string } | null;
  seller: TRef;
  currency: string;
  features: { id: number; name: string; unit: string | null; kind: "numeric" | "text"; primary: boolean; valueNum: string | null; valueText: string | null }[];
  stocks: { warehouseId: number; quantity: number; reserved: number }[];
  warehouses: { id: number; name: string; city: string }[];
  kinds: Set<"analog" | "related">;
  favorite: boolean;
  /** Kopecks, the buyer's price type. */
  currentPrice: number;
  /** Kopecks a golden club member gets back per unit (0 for everyone else). */
  cashBack: number;
  inCart: number;
  /** Storage keys of the real pictures, main first (product_images, generated references left out). */
  picturePaths: string[];
};

/** "2.5000" → "2.5", "16.0000" → "16": numeric feature values as people write them. */
export function formatFeatureNumber(value: string): string {
  return value.includes(".") ? value.replace(/\.?0+$/, "") : value;
}

/** The one shape of a catalogue product in every list and dialog (spec §3 Product). */
export function serializeProduct(parts: TProductParts): TProduct {
  const p = parts.product;
  const available = new Map(parts.stocks.map((s) => [s.warehouseId, Math.max(0, s.quantity - s.reserved)]));
  const pictures = parts.picturePaths.flatMap((path) => {
    const ref = storedPictureRef(p.siteId, path);
    return ref ? [productPictureSrc(p.id, ref)] : [];
  });
  const stockList = parts.warehouses.map((w) => ({ id: w.id, name: w.name, city: w.city, quantity: available.get(w.id) ?? 0 }));
  const product: TProduct = {
    id: p.id,
    type: "catalog",
    article: p.article,
    analog: parts.kinds.has("analog"),
    isRelated: parts.kinds.has("related"),
    minimumBatch: p.minimumBatch,
    multiplicity: p.multiplicity,
    numberOfItemsInCart: parts.inCart,
    currentPrice: money(parts.currentPrice),
    cashBack: money(parts.cashBack),
    favorite: parts.favorite,
    name: p.name,
    brand: parts.brand,
    category: parts.group,
    section: parts.section,
    series: parts.series,
    manufacturerCode: p.manufacturerCode,
    price: { value: money(p.basePrice), currency: parts.currency },
    manufacturer: parts.manufacturer,
    seller: parts.seller,
    unit: p.unit,
    description: p.description,
    image: pictures[0] ?? productPictureSrc(p.id, null),
    images: pictures,
    quantityInBox: p.quantityInBox,
    quantityInBlock: p.quantityInBlock,
    deliveryTime: p.deliveryDays,
    vatRate: p.vatRate,
    weight: p.weightKg,
    isRecommended: p.isRecommended,
    features: parts.features.map((f) => ({
      id: f.id,
      name: f.name,
      unit: f.unit,
      value: f.kind === "numeric" && f.valueNum !== null ? formatFeatureNumber(f.valueNum) : (f.valueText ?? ""),
      primary: f.primary,
    })),
    stocks: stockList,
  };
  for (const s of stockList) product[`stock${s.id}`] = s.quantity;
  return product;
}
