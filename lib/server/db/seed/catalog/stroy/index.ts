import "server-only";
import { anchors, dowels, screws } from "../electro/fasteners";
import { bits, drills, hammers } from "../electro/tools";
import type { TCatalogTemplate } from "../types";
import { heatingFinishingLines } from "./heating-finishing";
import { plumbingLines } from "./plumbing";
import { stroyBrands, stroyFeatures, stroyGroups } from "./reference";
import { toolFastenerLines } from "./tools-fasteners";

/** «СтройСнаб Про»: plumbing, heating, finishing and tools; power tools and fasteners are shared lines. */
export const stroyCatalog: TCatalogTemplate = {
  features: stroyFeatures,
  brands: stroyBrands,
  groups: stroyGroups,
  sellers: ["СтройСнаб Про", "ТД «Сантехкомплект»"],
  lines: [...plumbingLines, ...heatingFinishingLines, toolFastenerLines[0], drills, hammers, bits, toolFastenerLines[1], screws, dowels, anchors],
  sets: ["Сезонное предложение", "Хит продаж"],
  deliveryDays: [1, 2, 2, 3, 4, 7],
};
