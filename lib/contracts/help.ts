import { z } from "zod";
import { fieldMessage } from "./field-message";
import type { TSafeHtml } from "./safe-html";

/**
 * The help menu's seller-configured parts (spec §3 Help state: linksHeading, links, the video-manual
 * dialog) and the help boxes of screens (spec §2 page wrapper), stored in the site config `help`
 * (`npm run seller -- site:help`). A part with nothing configured is absent from the menu.
 */
const ZTitle = z.string().trim().min(1, fieldMessage("help.titleEmpty")).max(120, fieldMessage("help.title120"));
/** A help link or video leads to a page of the site ("/content/reglament") or to an https address. */
const ZHelpHref = z
  .string()
  .max(500, fieldMessage("common.link500"))
  .refine((href) => /^\/(?!\/)[^\s]*$/.test(href) || /^https:\/\/[^\s]+$/.test(href), fieldMessage("help.link"));

export const ZHelpLink = z.object({ title: ZTitle, href: ZHelpHref });
export const ZVideoManual = z.object({
  title: ZTitle,
  href: ZHelpHref,
  description: z.string().trim().max(300, fieldMessage("help.description300")).optional(),
  /** Shown next to the title, e.g. "3:20". */
  duration: z
    .string()
    .regex(/^\d{1,2}(:\d{2}){1,2}$/, fieldMessage("help.duration"))
    .optional(),
});

/** Screens that show a help box above their content when the seller wrote one. */
export const helpBoxScreens = ["specifications", "specImport"] as const;
export type THelpBoxScreen = (typeof helpBoxScreens)[number];

export const ZHelpConfig = z.object({
  linksHeading: ZTitle.optional(),
  links: z.array(ZHelpLink).max(12, fieldMessage("help.max12Links")).default([]),
  videoManuals: z.array(ZVideoManual).max(30, fieldMessage("help.max30Videos")).default([]),
  /** Seller HTML per screen (sanitised where it is read). */
  boxes: z.partialRecord(z.enum(helpBoxScreens), z.string().trim().min(1, fieldMessage("help.hintEmpty")).max(20_000, fieldMessage("help.hint20000"))).default({}),
});

export type THelpLink = z.infer<typeof ZHelpLink>;
export type TVideoManual = z.infer<typeof ZVideoManual>;
export type THelpConfig = z.input<typeof ZHelpConfig>;

/** What the header's help menu gets from the server: absent parts are empty lists, the heading null. */
export type THelpMenuConfig = { linksHeading: string | null; links: THelpLink[]; videoManuals: TVideoManual[] };

/** A screen's help box for the page wrapper; `id` remembers on the device that it was closed. */
export type THelpBox = { id: string; html: TSafeHtml };
