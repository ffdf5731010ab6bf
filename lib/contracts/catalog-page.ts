import { z } from "zod";

/** A product row of the server-rendered catalogue page (anonymous first paint). Price in kopecks. */
export const ZCatalogPageItem = z.object({
  id: z.number().int(),
  article: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  unit: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  imagePath: z.string(),
});
export type TCatalogPageItem = z.infer<typeof ZCatalogPageItem>;

export const ZSectionNode = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  slug: z.string(),
  depth: z.number().int(),
  path: z.string(),
});
export type TSectionNode = z.infer<typeof ZSectionNode>;
