import { z } from "zod";
import { fieldMessage } from "./field-message";
import { SLUG_PATTERN } from "./content";

/**
 * The home page's blocks (spec §3 Home state: info, blocks, news), configured per site in the site config
 * `home` (`npm run seller -- site:home`). Sections and brands are named by slug, so a configuration
 * survives a re-import that renumbers them; without slugs a block shows the top-level sections or the
 * brands with the most products.
 */
const ZTitle = z.string().trim().min(1, fieldMessage("home.titleEmpty")).max(120, fieldMessage("home.title120"));
const ZSlug = z.string().regex(SLUG_PATTERN, fieldMessage("common.slug")).max(200);
/** A banner leads to a page of the site ("/catalog?section=3") or to an https address. */
const ZBannerHref = z
  .string()
  .max(500, fieldMessage("common.link500"))
  .refine((href) => /^\/(?!\/)[^\s]*$/.test(href) || /^https:\/\/[^\s]+$/.test(href), fieldMessage("home.link"));

export const ZHomeBanner = z.object({
  title: ZTitle,
  text: z.string().trim().max(300, fieldMessage("home.text300")).optional(),
  href: ZBannerHref,
});

export const ZHomeBlock = z.discriminatedUnion("type", [
  z.object({ type: z.literal("banners"), items: z.array(ZHomeBanner).min(1, fieldMessage("home.atLeastOneBanner")).max(6, fieldMessage("home.max6Banners")) }),
  z.object({ type: z.literal("sections"), title: ZTitle.optional(), slugs: z.array(ZSlug).max(24, fieldMessage("home.max24Sections")).optional() }),
  z.object({ type: z.literal("brands"), title: ZTitle.optional(), slugs: z.array(ZSlug).max(48, fieldMessage("home.max48Brands")).optional(), limit: z.number().int().min(1).max(48).optional() }),
  z.object({ type: z.literal("news"), title: ZTitle.optional(), feed: ZSlug, limit: z.number().int().min(1).max(12).optional() }),
]);

export const ZHomeConfig = z.object({ blocks: z.array(ZHomeBlock).max(12, fieldMessage("home.max12Blocks")) });

export type THomeBanner = z.infer<typeof ZHomeBanner>;
export type THomeBlockConfig = z.infer<typeof ZHomeBlock>;
export type THomeConfig = z.infer<typeof ZHomeConfig>;

/** A block as the page renders it: links resolved on the site, an empty block left out. */
export type THomeBlock =
  | { type: "banners"; items: THomeBanner[] }
  | { type: "sections"; title: string | null; items: { id: number; name: string; href: string }[] }
  | { type: "brands"; title: string | null; items: { id: number; name: string; href: string }[] }
  | { type: "news"; title: string; feedHref: string; items: { id: number; title: string; href: string; previewText: string; publishedAt: string }[] };
