import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { feeds } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TContentContext } from "./content-context";
import { translator } from "@/lib/server/i18n/translator";

export type TFeedRow = typeof feeds.$inferSelect;

/** The feed of this site with this slug; another site's feed is "not found". */
export async function findFeedOrThrow({ site, locale }: TContentContext, slug: string): Promise<TFeedRow> {
  const [row] = await getDb()
    .select()
    .from(feeds)
    .where(and(eq(feeds.siteId, site.id), eq(feeds.slug, slug)));
  if (!row) throw new AppError("NOT_FOUND", translator(locale, "contentApi")("feedNotFound"));
  return row;
}
