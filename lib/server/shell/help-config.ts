import "server-only";
import { createHash } from "node:crypto";
import { ZHelpConfig, type THelpBox, type THelpBoxScreen, type THelpMenuConfig } from "@/lib/contracts/help";
import { sanitizeHtml } from "../html/sanitize-html";
import type { TSite } from "../sites/resolve-site";

/** The stored help configuration, read defensively: a malformed value is "nothing configured". */
function helpOf(site: Pick<TSite, "config">) {
  const parsed = ZHelpConfig.safeParse(site.config.help ?? {});
  return parsed.success ? parsed.data : null;
}

/**
 * The help menu's links and video manuals (spec §3 Help state) for the header, or null when the seller
 * configured neither: the menu then shows the managers only.
 */
export function getHelpMenuConfig(site: Pick<TSite, "config">): THelpMenuConfig | null {
  const help = helpOf(site);
  if (!help || (!help.links.length && !help.videoManuals.length)) return null;
  return { linksHeading: help.linksHeading ?? null, links: help.links, videoManuals: help.videoManuals };
}

/**
 * A screen's help box (spec §2 page wrapper), sanitised, or undefined when the seller wrote none. The id
 * carries a digest of the text: a box the buyer closed shows again once the seller changes it.
 */
export function getHelpBox(site: Pick<TSite, "config">, screen: THelpBoxScreen): THelpBox | undefined {
  const raw = helpOf(site)?.boxes[screen];
  if (!raw) return undefined;
  const html = sanitizeHtml(raw);
  // Nothing left to show once sanitised (e.g. only a script): no box rather than an empty one.
  if (!html.replace(/<(?!img\b)[^>]*>/g, "").trim()) return undefined;
  return { id: `${screen}-${createHash("sha256").update(raw).digest("hex").slice(0, 12)}`, html };
}
