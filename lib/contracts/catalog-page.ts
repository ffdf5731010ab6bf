import { z } from "zod";

/** A node of a site's section tree (the home page's section tiles). */
export const ZSectionNode = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  slug: z.string(),
  depth: z.number().int(),
  path: z.string(),
});
export type TSectionNode = z.infer<typeof ZSectionNode>;
