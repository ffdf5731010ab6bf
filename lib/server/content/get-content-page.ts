import "server-only";
import { and, eq } from "drizzle-orm";
import type { TContentKey, TContentPage } from "@/lib/contracts/content";
import { sanitizeHtml } from "../html/sanitize-html";
import { getDb } from "../db/client";
import { contentPages } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TContentContext } from "./content-context";
import { translator } from "@/lib/server/i18n/translator";

/** GET /api/v1/content/{id}: one information page of this site by id or slug (another site's is 404). */
export async function getContentPage({ site, locale }: TContentContext, key: TContentKey): Promise<TContentPage> {
  const [row] = await getDb()
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.siteId, site.id), "id" in key ? eq(contentPages.id, key.id) : eq(contentPages.slug, key.slug)));
  if (!row) throw new AppError("NOT_FOUND", translator(locale, "contentApi")("pageNotFound"));
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    // Sanitised on the way out: the stored HTML is the seller's and must never reach a page as is.
    html: sanitizeHtml(row.html),
    metaDescription: row.metaDescription,
    updatedAt: row.updatedAt.toISOString(),
  };
}
